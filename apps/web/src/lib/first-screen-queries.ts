import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The element apps/server's index-html.ts writes the server's first-screen queries into (decision 076). */
const ELEMENT_ID = 'first-screen-queries';

/** As long as a fetched query stays fresh (lib/query-client.ts) and a boot reply answers (lib/boot-replies.ts). */
const FRESH_FOR_MS = 30_000;

/**
 * Puts in the cache the queries the server drew the page's first screen from, so the app's first
 * render shows that same page, not a skeleton while the same data is read again. Only those answered
 * in the last 30 s: a page the service worker kept offline asks its own calls, which say how old
 * their answers are.
 */
export function hydrateFirstScreen(client: QueryClient): void {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const state = JSON.parse(text) as DehydratedState;
    const now = Date.now();
    hydrate(client, { ...state, queries: state.queries.filter((query) => now - query.state.dataUpdatedAt < FRESH_FOR_MS) });
  } catch {
    // A page whose state cannot be read asks for its data as any page does.
  }
}
