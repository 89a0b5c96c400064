import { useLocation } from 'wouter';
import { navigate as historyNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import type { BrowserLocationHook } from 'wouter/use-browser-location';

export interface NavigateOptions {
  replace?: boolean;
  /** Kept in `history.state`, so it survives a reload as history entries do (read it with wouter's `useHistoryState`). */
  state?: unknown;
}

/**
 * wouter's history navigation, with what the app expects of a navigation: a new page starts at its
 * top (Back and Forward leave the browser to restore where the reader was), and a link to where the
 * reader already is does not add a history entry. `to` is a path, or a query such as `?search=Pune`
 * that keeps the current path.
 */
export function navigate(to: string | URL, { replace, state = null }: NavigateOptions = {}): void {
  const { href, pathname } = window.location;
  const url = new URL(to, href);
  historyNavigate(url, { replace: replace ?? url.href === href, state });
  if (url.pathname !== pathname && window.scrollY > 0) window.scrollTo(0, 0);
}

/** The location hook the app's `<Router>` uses: the browser's address, navigated by `navigate` above. */
export const useAppLocation: BrowserLocationHook = (options) => [useBrowserLocation(options)[0], navigate];

/** The navigate of the app's router, for redirects decided in event handlers and effects. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useLocation()[1];
}
