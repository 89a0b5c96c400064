import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { logout } from '../../features/auth/api/logout';
import { messageFromError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../config/paths';
import { useNavigate } from '../../lib/navigation';
import { navItemClassName } from './nav-styles';

/** Logs out, tells the person the outcome in an alert (spec §2), and on success goes to /login. */
export default function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { markLoggedOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function handleLogout() {
    setPending(true);
    try {
      const reply = await logout();
      window.alert(reply.message);
      markLoggedOut();
      onLoggedOut();
      navigate(paths.login.getHref());
    } catch (error) {
      window.alert(messageFromError(error, 'Logout failed'));
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
      Logout
    </button>
  );
}
