import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { useAuth } from '../../lib/auth-context';
import { hydrateFirstScreen } from '../../lib/first-screen-queries';
import { queryClient, queryClientForAccount } from '../../lib/query-client';
import { useRefetchWhenWorkerTakesOver } from './use-refetch-when-worker-takes-over';

hydrateFirstScreen(queryClient);

// Loaded lazily around the routes that fetch data, so the home and info pages ship without the
// query library; that keeps the first download on slow mobile data about 10 KB smaller.
export default function QueryLayout({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const client = status === 'ready' ? queryClientForAccount(user?._id ?? null) : queryClient;
  useRefetchWhenWorkerTakesOver(client);
  return (
    <QueryClientProvider client={client}>
      {/* Over the pages that show data, the only ones whose content can be out of date offline. */}
      <OfflineBanner />
      {children}
    </QueryClientProvider>
  );
}
