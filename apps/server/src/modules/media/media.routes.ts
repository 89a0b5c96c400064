import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../../lib/error-handler.js';
import { mediaCacheControl } from './media-cache-control.js';
import { mediaContentType } from './media-content-type.js';
import { isValidMediaKey, MEDIA_URL_PREFIXES, type MediaStore } from './media-store.js';

/** The local media folder, served as files; or a store (the bucket of §8.14) read object by object. */
type MediaSource = { root: string } | { media: MediaStore };

/**
 * Serves GET /api/media/{key}, the address replies give (a client's proxy that forwards only /api
 * passes it), and the older /media/{key} that saved pages and old replies name, from the local
 * media folder (the local MediaStore's root) or, with a bucket and no MEDIA_PUBLIC_URL in front of
 * it, from the bucket: a missing object is 404, a bucket that cannot be reached 503.
 */
export async function mediaRoutes(app: FastifyInstance, source: MediaSource): Promise<void> {
  // Anything that is not a well-formed key with a file extension is a plain 404 before any file
  // lookup: this stops encoded traversal (%2e%2e) and keeps misses from reaching the web app's
  // index.html fallback, which answers extension-less paths.
  app.addHook('onRequest', async (request, reply) => {
    const key = mediaKeyFromUrl(request.url);
    if (key === undefined || !isValidMediaKey(key) || !/\.[a-z0-9]+$/.test(key)) {
      return reply.status(404).send(errorBody({ code: 'notFound' }));
    }
  });

  if ('media' in source) {
    const { media } = source;
    for (const prefix of MEDIA_URL_PREFIXES) {
      app.get(`${prefix}*`, async (request, reply) => {
        // The hook above let only a well-formed key through.
        const key = mediaKeyFromUrl(request.url) ?? '';
        const data = await media.read(key);
        if (data === undefined) return reply.status(404).send(errorBody({ code: 'notFound' }));
        setMediaHeaders(reply, key);
        return reply.type(mediaContentType(key)).send(data);
      });
    }
    return;
  }

  await mkdir(source.root, { recursive: true });
  for (const prefix of MEDIA_URL_PREFIXES) {
    await app.register(fastifyStatic, {
      root: source.root,
      prefix,
      // The web plugin registers @fastify/static too; only one of them may decorate the reply.
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders: (reply, filePath) => setMediaHeaders(reply, filePath),
    });
  }
}

/** What every image reply carries, whichever source it came from. */
function setMediaHeaders(reply: Pick<FastifyReply, 'header'>, name: string): void {
  reply.header('cache-control', mediaCacheControl(name));
  reply.header('x-content-type-options', 'nosniff');
  // An SVG opened on its own is a document; this keeps any script or external load in it dead.
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
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
