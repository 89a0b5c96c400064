import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentCodings, precompress, type ContentCoding, type PrecompressedBody } from './precompressed-body.js';

/** Each shared reply's bytes, for as long as its object lives (a catalogue version keeps it). */
const sharedBodies = new WeakMap<object, PrecompressedBody>();

/** A browser sends the same Accept-Encoding with every request: the last answer is kept. */
let lastAsked: { header: string; offered: string; coding: ContentCoding | null } | undefined;

function preferredCoding(header: string, offered: ContentCoding[]): ContentCoding | null {
  const offeredKey = offered.join();
  if (lastAsked?.header !== header || lastAsked.offered !== offeredKey) {
    lastAsked = { header, offered: offeredKey, coding: negotiate<ContentCoding>(header, offered) };
  }
  return lastAsked.coding;
}

/**
 * Sends a reply that many requests share, the same object until its data changes: serialized (by
 * the route's response schema, unless `toJson` is given) and compressed once, then sent in the best
 * coding the client accepts. Says `Vary: Accept-Encoding`, as the same URL may come back compressed.
 */
export function sendShared<T extends object>(request: FastifyRequest, reply: FastifyReply, data: T, toJson?: (data: T) => string): FastifyReply {
  let body = sharedBodies.get(data);
  if (body === undefined) {
    body = precompress(Buffer.from(toJson === undefined ? String(reply.serialize(data)) : toJson(data)));
    sharedBodies.set(data, body);
  }
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  const offered = contentCodings.filter((coding) => body.encoded[coding] !== undefined);
  const coding = preferredCoding(request.headers['accept-encoding'] ?? '', offered);
  const encoded = coding === null ? undefined : body.encoded[coding];
  if (coding === null || encoded === undefined) return reply.send(body.identity);
  return reply.header('content-encoding', coding).send(encoded);
}
