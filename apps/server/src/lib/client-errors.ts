import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import type { CodedText } from '@gymslot/shared/server-texts';
import { errorBody } from './error-handler.js';
import { deferRequestTimeout } from './long-requests.js';

const statusByCode: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };
const messageByStatus: Record<number, CodedText> = {
  408: { code: 'requestTimedOut' },
  431: { code: 'headersTooLarge' },
  400: { code: 'invalidRequest' },
};

/** Answers on the bare socket (no request was made of it) in the contract's envelope, then closes it. */
function refuse(error: ConnectionError, socket: Socket): void {
  // A reset socket is gone already: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusByCode[error.code] ?? 400;
  const body = JSON.stringify(errorBody(messageByStatus[status] ?? { code: 'invalidRequest' }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Node's clientError: a head it cannot parse, or a request past its timeout (408), unless the route
 * allowed that request longer (long-requests.ts).
 */
export function handleClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && deferRequestTimeout(socket, () => refuse(error, socket))) return;
  refuse(error, socket);
}
