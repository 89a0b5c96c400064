import type { AppConfig } from '../../config.js';

/** Razorpay Checkout: its script, the iframe it opens and the hosts that script talks to. */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];
const RAZORPAY_CONNECT = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];

export interface ContentSecurityPolicies {
  /** The single-page app's index.html. */
  document: string;
  /** Everything else the app answers (JSON, scripts, images): nothing may run or load from it. */
  resource: string;
  /** Swagger UI at /api/docs: no map tiles, no Razorpay, its own inline styles. */
  apiDocs: string;
  /**
   * The web app's service worker (/sw.js). A worker runs under the policy of its own script, so
   * the resource policy would forbid its every fetch: it may reach its own origin, nothing more.
   */
  serviceWorker: string;
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The CSP source that covers every tile the MAP_TILE_URL template can produce. A leading `{s}`
 * (Leaflet's rotating a/b/c sub-domains) becomes CSP's `*.` wildcard; a placeholder anywhere else
 * in the host cannot be expressed as a host source, so then only the scheme is pinned.
 */
export function tileSource(mapTileUrl: string): string {
  const match = /^(https?):\/\/([^/?#]+)/.exec(mapTileUrl);
  if (!match) return "'none'";
  const [, scheme, host = ''] = match;
  const wildcarded = host.replace(/^\{[a-z]+\}\./i, '*.');
  return wildcarded.includes('{') ? `${scheme}:` : `${scheme}://${wildcarded}`;
}

/** Builds the three policies once per app: config never changes while it runs. */
export function contentSecurityPolicies(config: Pick<AppConfig, 'mapTileUrl' | 'razorpay' | 'mediaPublicUrl'>): ContentSecurityPolicies {
  const razorpay = Boolean(config.razorpay.keyId && config.razorpay.keySecret);
  const document = serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(razorpay ? [RAZORPAY_SCRIPT] : [])],
    // Leaflet's marker icons are HTML strings with style attributes, which only 'unsafe-inline' allows.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Leaflet's stylesheet inlines its control icons as data: PNGs. Gym images come from the media
    // origin (MEDIA_PUBLIC_URL's, else PUBLIC_URL's: named too, for a page reached by another host name).
    'img-src': ["'self'", 'data:', new URL(config.mediaPublicUrl).origin, tileSource(config.mapTileUrl)],
    'connect-src': ["'self'", ...(razorpay ? RAZORPAY_CONNECT : [])],
    'frame-src': razorpay ? RAZORPAY_FRAMES : ["'none'"],
    // Both already follow default-src; named so that a narrower default cannot take away the installable app.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  });
  // Swagger UI's scripts are files of its own, but it styles its SVG icons with inline style attributes.
  const apiDocs = serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  });
  return { document, resource: "default-src 'none'; frame-ancestors 'none'", apiDocs, serviceWorker: "default-src 'none'; connect-src 'self'" };
}
