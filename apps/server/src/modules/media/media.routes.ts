import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../lib/error-handler.js';
import { mediaCacheControl } from './media-cache-control.js';
import { isValidMediaKey, MEDIA_URL_PREFIXES } from './media-store.js';

/**
 * Serves GET /api/media/{key}, the address replies give (a client's proxy that forwards only /api
 * passes it), and the older /media/{key} that saved pages and old replies name, from the local
 * media folder (the local MediaStore's root).
 */
export async function mediaRoutes(app: FastifyInstance, options: { root: string }): Promise<void> {
  await mkdir(options.root, { recursive: true });

  // Anything that is not a well-formed key with a file extension is a plain 404 before any file
  // lookup: this stops encoded traversal (%2e%2e) and keeps misses from reaching the web app's
  // index.html fallback, which answers extension-less paths.
  app.addHook('onRequest', async (request, reply) => {
    const key = mediaKeyFromUrl(request.url);
    if (key === undefined || !isValidMediaKey(key) || !/\.[a-z0-9]+$/.test(key)) {
      return reply.status(404).send(errorBody({ code: 'notFound' }));
    }
  });

  for (const prefix of MEDIA_URL_PREFIXES) {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix,
      // The web plugin registers @fastify/static too; only one of them may decorate the reply.
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders(reply, filePath) {
        reply.header('cache-control', mediaCacheControl(filePath));
        reply.header('x-content-type-options', 'nosniff');
        // An SVG opened on its own is a document; this keeps any script or external load in it dead.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      },
    });
  }
}

function mediaKeyFromUrl(url: string): string | undefined {
  const pathname = url.split('?')[0] ?? '';
  const prefix = MEDIA_URL_PREFIXES.find((start) => pathname.startsWith(start));
  if (prefix === undefined) return undefined;
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return undefined;
  }
}
