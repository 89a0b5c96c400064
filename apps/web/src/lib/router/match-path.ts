export type RouteParams = Readonly<Partial<Record<string, string>>>;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches a pathname against a pattern such as `/gym/:id`, or `*` for anything, and returns the
 * decoded params, or null. Letter case and a trailing slash are ignored, so a typed /AboutUs/ still
 * reaches /aboutus.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  if (pattern === '*') return {};
  const patternSegments = segmentsOf(pattern);
  const pathSegments = segmentsOf(pathname).map(decodeSegment);
  if (pathSegments.length !== patternSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, pathSegment] of pathSegments.entries()) {
    const patternSegment = patternSegments[index] ?? '';
    if (patternSegment.startsWith(':')) params[patternSegment.slice(1)] = pathSegment;
    else if (patternSegment.toLowerCase() !== pathSegment.toLowerCase()) return null;
  }
  return params;
}
