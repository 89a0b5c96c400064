import { QueryClient } from '@tanstack/react-query';
import type { QueryClientStore } from './query-client-store';

const createQueryClient = () =>
  new QueryClient({
    // Slow mobile data: one retry, and no refetch storm when the tab regains focus.
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

/**
 * The cache for whoever is logged in now. A cache that belonged to an account is never handed to
 * anyone else (another account, or nobody after logout), so one person's data cannot show up for
 * the next person on the same phone. A cache filled while logged out holds only public answers,
 * so it carries over to the account that logs in; that also keeps single-use calls such as e-mail
 * verification from running twice. Calling it again for the same person returns the same client.
 */
export function queryClientFor(store: QueryClientStore, accountId: string | null): QueryClient {
  const current = store.current;
  if (current !== null && (current.accountId === accountId || current.accountId === null)) {
    current.accountId = accountId;
    return current.client;
  }
  const client = createQueryClient();
  store.current = { accountId, client };
  return client;
}
