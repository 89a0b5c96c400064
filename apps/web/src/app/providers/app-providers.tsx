import type { ReactNode } from 'react';
import { fetchCurrentUser } from '../../features/auth/api/check-status';
import { AuthProvider } from '../../lib/auth-context';
import { QueryClientStoreProvider } from '../../lib/query-client-store';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider loadCurrentUser={fetchCurrentUser}>
      <QueryClientStoreProvider>{children}</QueryClientStoreProvider>
    </AuthProvider>
  );
}
