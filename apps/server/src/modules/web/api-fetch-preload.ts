/**
 * A `Link` value that preloads an API call the way apps/web's `apiRequest` makes it: a same-origin
 * `fetch()` (CORS mode, cookies sent), hence `crossorigin`. Any other mode and the browser would
 * not match the page's request to the preload, and would download the reply twice.
 */
export function apiFetchPreload(path: string): string {
  return `<${path}>; rel=preload; as=fetch; crossorigin`;
}
