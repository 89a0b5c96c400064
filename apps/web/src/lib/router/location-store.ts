export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`); it survives a reload, as history entries do. */
  state: unknown;
  /** New on every navigation, push or replace; 'default' for an entry this app did not create. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What this store keeps in `history.state`: React Router's shape, so entries it wrote keep their state. */
interface HistoryEntryState {
  usr: unknown;
  key: string;
}

const listeners = new Set<() => void>();
let snapshot: { href: string; historyState: unknown; location: RouterLocation } | null = null;

function readEntryState(historyState: unknown): Partial<HistoryEntryState> {
  return typeof historyState === 'object' && historyState !== null ? (historyState as Partial<HistoryEntryState>) : {};
}

/** The current location, the same object until the address or its history entry changes. */
export function getLocation(): RouterLocation {
  const { href, pathname, search, hash } = window.location;
  const historyState: unknown = window.history.state;
  if (snapshot === null || snapshot.href !== href || snapshot.historyState !== historyState) {
    const entry = readEntryState(historyState);
    const location = { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
    snapshot = { href, historyState, location };
  }
  return snapshot.location;
}

function notifyListeners() {
  for (const listener of listeners) listener();
}

export function subscribeToLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notifyListeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notifyListeners);
  };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

/** `to` is an absolute path, or a query such as `?search=Pune` that keeps the current path. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}) {
  const previousPathname = window.location.pathname;
  const url = new URL(to, window.location.href);
  const entryState: HistoryEntryState = { usr: state, key: createKey() };
  if (replace) window.history.replaceState(entryState, '', url);
  else window.history.pushState(entryState, '', url);
  // A new page starts at its top; Back and Forward leave the browser to restore where the reader was.
  if (url.pathname !== previousPathname && window.scrollY > 0) window.scrollTo(0, 0);
  notifyListeners();
}
