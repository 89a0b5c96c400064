import { apiFetchPreload } from './api-fetch-preload.js';
import { modulePreload, pageFiles, type PagePreloadMap } from './page-preload-map.js';

/** The web app's chunk holding every page but the public ones, by its name in the route table. */
const DATA_ROUTES_PAGE = 'dataRoutes';

/** The login check the web app makes first on every page, and that each guarded page waits for. */
const AUTH_CHECK = '/api/v1/auth/check-status';

/**
 * `Link` values that have the browser fetch, while it still fetches the entry instead of after
 * running it, what every page but the public ones needs next: the data routes' chunk with the
 * chunks it imports, and the login check. The entry leads the list: the browser starts these before
 * it reads index.html, and over HTTP/1.1 (six connections) the largest file, the one the first paint
 * waits for, would otherwise queue behind a dozen small ones.
 */
export function dataRoutesPreloads(map: PagePreloadMap): string[] {
  const [entry, ...rest] = [...new Set([...map.entry, ...pageFiles(map, DATA_ROUTES_PAGE)])].map(modulePreload);
  return entry === undefined ? [] : [entry, apiFetchPreload(AUTH_CHECK), ...rest];
}
