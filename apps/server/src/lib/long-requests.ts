import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sockets whose current request may run past the server's request timeout, and until when. */
const extendedDeadlines = new WeakMap<Socket, number>();

/**
 * A route's onRequest hook: this request may take `ms` in all, though the server's request timeout
 * is shorter. Node's timeout is one number for every request, and a 40 MB image upload on a slow
 * mobile link needs minutes; put it after the permission gate, so only callers who may upload get it.
 */
export function allowLongerRequest(ms: number) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const socket = request.raw.socket;
    extendedDeadlines.set(socket, Date.now() + ms);
    reply.raw.once('close', () => extendedDeadlines.delete(socket));
  };
}

/**
 * Node found the socket's request past the request timeout (and stops watching it). If the request
 * was allowed longer, `giveUp` runs at its own deadline instead, unless it has finished by then;
 * returns whether it was deferred.
 */
export function deferRequestTimeout(socket: Socket, giveUp: () => void): boolean {
  const deadline = extendedDeadlines.get(socket);
  if (deadline === undefined) return false;
  const timer = setTimeout(() => {
    if (extendedDeadlines.get(socket) === deadline) giveUp();
  }, deadline - Date.now());
  socket.once('close', () => clearTimeout(timer));
  return true;
}
