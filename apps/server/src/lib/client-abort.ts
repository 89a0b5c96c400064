import type { FastifyRequest } from 'fastify';

/**
 * True when the client hung up before its request was read to the end: Node then fails the request
 * stream with 'aborted' (ECONNRESET), the same code a lost database socket has, so the request's
 * own stream decides, never the error's code alone.
 */
export function isClientAbort(request: FastifyRequest): boolean {
  const failure = request.raw.errored as { code?: unknown } | null;
  return failure?.code === 'ECONNRESET';
}
