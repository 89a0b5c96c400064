import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../../lib/error-handler.js';
import { SESSION_COOKIE } from '../auth/authentication.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { dataRoutesPreloads } from './data-routes-preload.js';
import { readPagePreloadMap } from './page-preload-map.js';
import { createPagePreloads, type PagePreloads } from './page-preloads.js';

/**
 * Serves the built single-page app: hashed assets with a long cache, index.html for every
 * other non-API path (the client router shows 'Page not found' itself). The web build writes .br
 * and .gz beside each text file, so responses go out compressed at no CPU cost per request.
 */
export async function webRoutes(app: FastifyInstance, options: { distDir: string; catalogue: PublicCatalogue }): Promise<void> {
  const hasBuild = existsSync(path.join(options.distDir, 'index.html'));
  const preloadMap = hasBuild ? readPagePreloadMap(options.distDir) : undefined;
  const firstLoadPreloads = preloadMap ? dataRoutesPreloads(preloadMap) : [];
  const pagePreloads = preloadMap ? createPagePreloads(preloadMap, firstLoadPreloads, options.catalogue) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || (request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild) {
      return reply.status(404).send(errorBody('Not found'));
    }
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      return reply.status(404).send(errorBody('Not found'));
    }
    // The home page is the one public page a first visit usually opens; every other path most likely
    // needs the data routes, so their chunks start downloading beside the entry's.
    if (pathname !== '/') {
      const links = [...firstLoadPreloads, ...(pagePreloads ? await signedInPagePreloads(request, pathname, pagePreloads) : [])];
      if (links.length > 0) reply.header('link', links.join(', '));
      // Which links a page gets depends on whether a session cookie came with the request.
      if (pagePreloads) reply.header('vary', 'Cookie');
    }
    return reply.type('text/html').sendFile('index.html');
  });
}

/**
 * A page's own chunks and data, for a visitor with a session: the pages that have such preloads
 * send anyone without one to /login, and the downloads would be wasted.
 */
async function signedInPagePreloads(request: FastifyRequest, pathname: string, pagePreloads: PagePreloads): Promise<string[]> {
  return request.cookies[SESSION_COOKIE] === undefined ? [] : pagePreloads(pathname, request.log);
}

/** Hashed assets never change; index.html must be revalidated so a new release is seen at once. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  return 'public, max-age=300';
}
