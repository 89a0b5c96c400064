import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth-context';
import { queryClient, queryClientForAccount } from '../../lib/query-client';

// Loaded lazily around the routes that fetch data, so the home and info pages ship without the
// query library; that keeps the first download on slow mobile data about 10 KB smaller.
export default function QueryLayout({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const client = status === 'ready' ? queryClientForAccount(user?._id ?? null) : queryClient;
  return (
    <QueryClientProvider client={client}>
      {children}
    </QueryClientProvider>
  );
}
