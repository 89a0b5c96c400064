import { gymPagePath } from './gym-page-preload.js';

/**
 * The client route that lists a city's gyms: /gyms/{city}, unless the segment is a gym id (then it
 * is the gym's page, gym-page-preload.ts). Like the client's router, letter case in the fixed part
 * and a trailing slash do not matter.
 */
const cityPagePath = /^\/gyms\/([^/]+)\/?$/i;

/** Whether `pathname` shows a city's gyms. */
export function isCityPage(pathname: string): boolean {
  return cityPagePath.test(pathname) && !gymPagePath.test(pathname);
}

/**
 * The city a city page asks its gyms for, as the web app reads it: its router decodes the address
 * with decodeURI (leaving it as it is when that fails), and the page trims it (features/discovery's
 * get-city-gyms.ts). None for any other path, or for a name that is only spaces (the page asks nothing).
 */
export function cityOfPage(pathname: string): string | undefined {
  if (!isCityPage(pathname)) return undefined;
  const segment = cityPagePath.exec(pathname)?.[1] ?? '';
  let decoded = segment;
  try {
    decoded = segment.includes('%') ? decodeURI(segment) : segment;
  } catch {
    // A malformed escape: the router keeps the text as it is, and so does this.
  }
  const city = decoded.trim();
  return city === '' ? undefined : city;
}
