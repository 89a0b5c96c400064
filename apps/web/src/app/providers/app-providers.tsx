import { useStore } from '../../i18n/use-store';
import { Fragment, type ReactNode } from 'react';
import { fetchCurrentUser, knownCurrentUser } from '../../features/auth/api/check-status';
import { locale } from '../../i18n/locale';
import { AuthProvider } from '../../lib/auth-context';

export function AppProviders({ children }: { children: ReactNode }) {
  // A new language draws every screen afresh, its dates and prices too (they are formatted at render).
  const language = useStore(locale);
  return (
    <AuthProvider loadCurrentUser={fetchCurrentUser} knownUser={knownCurrentUser}>
      <Fragment key={language}>{children}</Fragment>
    </AuthProvider>
  );
}
