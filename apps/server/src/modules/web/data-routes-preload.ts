import { modulePreload, pageFiles, type PagePreloadMap } from './page-preload-map.js';

/** The web app's chunk holding every page but the public ones, and the home page's, by their names in the route tables. */
const DATA_ROUTES_PAGE = 'dataRoutes';
const HOME_PAGE = 'home';

/**
 * `Link` values that have the browser fetch, while it still fetches the entry instead of after
 * running it, what every page but the public ones needs next: the data routes' chunk with the
 * chunks it imports (the login check's reply comes inside the HTML itself, boot-replies.ts). The
 * entry leads the list: the browser starts these before it reads index.html, and over HTTP/1.1 (six
 * connections) the largest file, the one the first paint waits for, would otherwise queue behind
 * the small ones.
 */
export function dataRoutesPreloads(map: PagePreloadMap): string[] {
  return [...new Set([...map.entry, ...pageFiles(map, DATA_ROUTES_PAGE)])].map(modulePreload);
}

/**
 * The home page's own chunks, the entry first, for a visit to `/`: a public page, so it needs no
 * data routes, but its chunk would otherwise be asked for only once the entry has run.
 */
export function homePagePreloads(map: PagePreloadMap): string[] {
  return [...new Set([...map.entry, ...pageFiles(map, HOME_PAGE)])].map(modulePreload);
}
