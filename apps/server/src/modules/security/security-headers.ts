import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { contentSecurityPolicies } from './content-security-policy.js';

/** Swagger UI's page, assets and JSON; '/api/docsx' and the like get the strict policy. */
function isApiDocs(url: string): boolean {
  return url.startsWith('/api/docs') && (url.length === 9 || url[9] === '/' || url[9] === '?');
}

/** The web app's service worker, which runs under its own script's policy. */
function isServiceWorker(url: string): boolean {
  return url === '/sw.js' || url.startsWith('/sw.js?');
}

/**
 * Security headers. Every reply gets no-sniffing, frame denial, HSTS (over https) and a CSP; pages
 * (text/html) also get the headers that only mean something for a document. Every value is built
 * once here, so each reply costs a few header assignments and one content-type check.
 */
const plugin: FastifyPluginCallback<{ config: Pick<AppConfig, 'publicUrl' | 'mapTileUrl' | 'razorpay' | 'mediaPublicUrl'> }> = (app, { config }, done) => {
  const policies = contentSecurityPolicies(config);
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  // Over plain http (local runs) the header is ignored by browsers at best and a trap at worst.
  if (config.publicUrl.startsWith('https:')) common['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  // Referrers, the opener and device permissions belong to documents; on JSON, scripts or images
  // a browser ignores them, so API replies do not carry their bytes.
  const documentOnly: Record<string, string> = {
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    // The map's "near me" asks for the position and the owner's pass scanner for the camera, on our
    // own pages only (one document serves every route); nothing may ask for the mic.
    'permissions-policy': 'geolocation=(self), camera=(self), microphone=()',
  };

  app.addHook('onSend', (request, reply, payload, next) => {
    reply.headers(common);
    const contentType = reply.getHeader('content-type');
    const isDocument = typeof contentType === 'string' && contentType.startsWith('text/html');
    if (isDocument) reply.headers(documentOnly);
    // A route that chose its own, stricter policy (the media files) keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      let policy = policies.resource;
      if (isApiDocs(request.url)) policy = policies.apiDocs;
      else if (isServiceWorker(request.url)) policy = policies.serviceWorker;
      else if (isDocument) policy = policies.document;
      reply.header('content-security-policy', policy);
    }
    next(null, payload);
  });
  done();
};

export const securityHeaders = fp(plugin, { name: 'gymslot-security-headers' });
