import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding } from '../../lib/accept-encoding.js';
import type { PrecompressedBody } from '../../lib/precompressed-body.js';

/**
 * Sends JSON that is already bytes. A precompressed body goes out in the best coding the client
 * accepts (a browser always accepts one), with `Vary` so a shared cache keeps the copies apart.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, body: Buffer | PrecompressedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (Buffer.isBuffer(body)) return reply.send(body);
  reply.header('vary', 'Accept-Encoding');
  const coding = preferredCoding(request.headers['accept-encoding']);
  const encoded = coding === undefined ? undefined : body.encoded[coding];
  if (coding === undefined || encoded === undefined) return reply.send(body.identity);
  return reply.header('content-encoding', coding).send(encoded);
}
