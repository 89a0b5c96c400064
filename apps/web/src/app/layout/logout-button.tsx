import { LogOut } from 'lucide-react';
import { useStore } from '../../i18n/use-store';
import { useState } from 'react';
import { logout } from '../../features/auth/api/logout';
import { messageFromError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../config/paths';
import { useNavigate } from '../../lib/navigation';
import { i18n } from '../../i18n/i18n';
import { navItemClassName } from './nav-styles';

// The success text is the spec's (§8), the same the server replies with.
const messages = i18n('logout', { logout: 'Logout', loggedOut: 'Logged out successfully', logoutFailed: 'Logout failed' });

/** Logs out, tells the person the outcome in an alert (spec §2), and on success goes to /login. */
export default function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const t = useStore(messages);
  const { markLoggedOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function handleLogout() {
    setPending(true);
    try {
      await logout();
      window.alert(t.loggedOut);
      markLoggedOut();
      onLoggedOut();
      navigate(paths.login.getHref());
    } catch (error) {
      window.alert(messageFromError(error, t.logoutFailed));
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={handleLogout}
      disabled={pending}
      aria-busy={pending || undefined}
      className={`${navItemClassName} disabled:opacity-60`}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {t.logout}
    </button>
  );
}
