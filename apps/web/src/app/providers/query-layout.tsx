import { QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-context';
import { queryClientFor } from '../../lib/query-client';
import { useQueryClientStore } from '../../lib/query-client-store';
import { Outlet } from '../../lib/router/outlet';

// Loaded lazily around the routes that fetch data, so the home and info pages ship without the
// query library; that keeps the first download on slow mobile data about 10 KB smaller.
export default function QueryLayout() {
  const { user } = useAuth();
  const store = useQueryClientStore();
  return (
    <QueryClientProvider client={queryClientFor(store, user?._id ?? null)}>
      <Outlet />
    </QueryClientProvider>
  );
}
