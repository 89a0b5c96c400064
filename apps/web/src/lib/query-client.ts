import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache. Only the lazily loaded data routes import it, so the home page ships without the query library. */
export const queryClient = new QueryClient({
  // Slow mobile data: one retry, and no refetch storm when the tab regains focus.
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

/** Whose data the cache holds; undefined until the first login-status check has answered. */
let cacheAccountId: string | null | undefined;

/**
 * Empties the cache when the account changes (log-in, log-out, or another account), so one
 * person's data never shows up for the next person on the same phone. The first status check is
 * not a change: what was fetched while it ran is kept (e-mail verification must not run twice).
 * Called while rendering, above every query, so no screen renders the previous account's answers.
 */
export function queryClientForAccount(accountId: string | null): QueryClient {
  if (cacheAccountId !== undefined && cacheAccountId !== accountId) queryClient.clear();
  cacheAccountId = accountId;
  return queryClient;
}

/** Tests start each case with an empty cache that belongs to nobody yet. */
export function resetQueryClient(): void {
  queryClient.clear();
  cacheAccountId = undefined;
}
