import type { IncomingHttpHeaders } from 'node:http';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return stateChangingMethods.has(method.toUpperCase());
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * True when a browser says the request comes from another site. Browsers send Origin on every
 * cross-site POST (Referer as a fallback); a request with neither comes from a non-browser client,
 * which cannot ride on a victim's cookie, so it passes.
 */
export function isCrossSite(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return origin !== publicOrigin;
  const referer = headers.referer;
  if (referer !== undefined) return originOf(referer) !== publicOrigin;
  return false;
}
