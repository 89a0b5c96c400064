import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding } from '../../lib/accept-encoding.js';
import type { PrecompressedBody } from '../../lib/precompressed-body.js';

/**
 * Sends JSON that is already bytes. A precompressed body goes out in the best coding the client
 * accepts (a browser always accepts one). Every catalogue reply says `Vary: Accept-Encoding`, as
 * the same URL may come back compressed later, so a shared cache keeps the copies apart.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, body: Buffer | PrecompressedBody): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (Buffer.isBuffer(body)) return reply.send(body);
  const coding = preferredCoding(request.headers['accept-encoding']);
  const encoded = coding === undefined ? undefined : body.encoded[coding];
  if (coding === undefined || encoded === undefined) return reply.send(body.identity);
  return reply.header('content-encoding', coding).send(encoded);
}
