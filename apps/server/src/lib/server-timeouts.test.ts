import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, signedInAs } from '../../test/booking-helpers.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';
import { DEFAULT_SERVER_TIMEOUTS } from './server-timeouts.js';

// inject() never opens a socket, so these talk to a listening server, with every limit cut to
// fractions of a second.
const small = { requestMs: 400, uploadRequestMs: 1_500, headersMs: 300, idleMs: 5_000, keepAliveMs: 1_000, checkIntervalMs: 50 };
const TRICKLE_EVERY_MS = 50;
const GIVE_UP_MS = 4_000;

let port: number;
const t = useTestApp({}, { serverTimeouts: small });
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Sends `head`, then one byte of `drip` every 50 ms; resolves with how long the server kept the socket open. */
async function trickle(head: string, drip: string): Promise<{ heldMs: number; reply: string }> {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let reply = '';
  socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(head);
  let sent = 0;
  const dripping = setInterval(() => {
    if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] ?? '');
  }, TRICKLE_EVERY_MS);
  // A server without limits would hold the socket for ever: give up well after the limits above.
  await new Promise((resolve) => {
    socket.once('close', resolve);
    setTimeout(resolve, GIVE_UP_MS);
  });
  clearInterval(dripping);
  socket.destroy();
  return { heldMs: Date.now() - started, reply };
}

function uploadHead(gymId: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (
    `PATCH /api/gyms/${gymId}/add-images HTTP/1.1\r\nHost: localhost\r\n${lines.join('')}` +
    'Content-Type: multipart/form-data; boundary=XYZ\r\nContent-Length: 100000\r\n\r\n--XYZ\r\n'
  );
}

describe('server timeouts', () => {
  it('drops a client that trickles its headers', async () => {
    const { heldMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: '.padEnd(200, 'a'));
    expect(heldMs).toBeLessThan(1_500);
  });

  it("drops a client that trickles its body, with a 408 in the contract's envelope", async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(100) });
    const head = `POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { heldMs, reply } = await trickle(head, body);
    expect(heldMs).toBeLessThan(1_500);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain('{"success":false,"message":"Request timed out","error":"Request timed out","code":"requestTimedOut"}');
  });

  it('gives an image upload its own, longer limit, and only to a caller who may upload', async () => {
    const { gym, owner } = await bookableGym(t.database.db);
    const { headers } = await signedInAs(t, owner);
    const upload = await trickle(uploadHead(gym.id, headers), 'x'.repeat(1_000));
    expect(upload.heldMs).toBeGreaterThan(small.requestMs + 500);
    expect(upload.heldMs).toBeLessThan(small.uploadRequestMs + 1_000);
    expect(upload.reply).toMatch(/^HTTP\/1\.1 408/);

    const anonymous = await trickle(uploadHead(gym.id, {}), 'x'.repeat(1_000));
    expect(anonymous.heldMs).toBeLessThan(1_500);
  });

  it('passes every limit to the server, and sets them all by default', async () => {
    expect(t.app.server.requestTimeout).toBe(small.requestMs);
    expect(t.app.server.headersTimeout).toBe(small.headersMs);
    expect(t.app.server.keepAliveTimeout).toBe(small.keepAliveMs);
    expect(t.app.server.timeout).toBe(small.idleMs);
    const plain = await createTestApp();
    try {
      expect(plain.app.server.requestTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.requestMs);
      expect(plain.app.server.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headersMs);
      expect(plain.app.server.timeout).toBe(DEFAULT_SERVER_TIMEOUTS.idleMs);
    } finally {
      await plain.close();
    }
  });
});
