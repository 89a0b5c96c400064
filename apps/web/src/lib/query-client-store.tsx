import { createContext, use, useState } from 'react';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the lazily created query client lives for the life of the app. It sits above the routes,
 * so the cache survives visits to pages outside the query layout, while this file stays free of
 * the query library itself (type imports only).
 */
export interface QueryClientStore {
  current: { accountId: string | null; client: QueryClient } | null;
}

const QueryClientStoreContext = createContext<QueryClientStore | null>(null);

export function QueryClientStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState<QueryClientStore>(() => ({ current: null }));
  return <QueryClientStoreContext value={store}>{children}</QueryClientStoreContext>;
}

export function useQueryClientStore(): QueryClientStore {
  const store = use(QueryClientStoreContext);
  if (store === null) throw new Error('useQueryClientStore must be used inside <QueryClientStoreProvider>');
  return store;
}
