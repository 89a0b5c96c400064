import type { ReactNode } from 'react';
import { fetchCurrentUser } from '../../features/auth/api/check-status';
import { AuthProvider } from '../../lib/auth-context';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider loadCurrentUser={fetchCurrentUser}>{children}</AuthProvider>
  );
}
