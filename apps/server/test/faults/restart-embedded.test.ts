import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/cli/demo-seed/demo-accounts.js';
import { PROCESS_TIMEOUT_MS, RoundRobinClient, startServerProcess, type HttpReply, type ServerProcess } from '../process-harness.js';
import { daysFromToday } from '../process-fixtures.js';

// The embedded database (PGlite) in a data folder: a clean stop (SIGTERM) and a start on the same
// folder must keep everything, and must not seed the demo data a second time.

let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-restart-'));
  server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function expectOk(reply: HttpReply): Record<string, unknown> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

describe('a clean restart on the embedded database', () => {
  it('keeps sessions, bookings and the demo data, and does not seed again', async () => {
    const running = server as ServerProcess;
    const client = new RoundRobinClient([running.baseUrl], running.baseUrl);
    expectOk(await client.send('POST', '/api/v1/auth/login', { email: 'user@example.com', password: DEMO_PASSWORD }));
    const cityStats = expectOk(await client.send('GET', '/api/gyms/city-stats'));
    const gyms = expectOk(await client.send('GET', '/api/gyms/all-public')).data as { _id: string }[];
    const gymId = gyms[0]?._id;
    expect(gymId).toBeDefined();

    const bookingDate = daysFromToday(2);
    const open = expectOk(await client.send('GET', `/api/availability/user/${gymId}/slots?date=${bookingDate}`));
    const slot = (open.slotDetails as { time: string; full: boolean }[]).find((detail) => !detail.full);
    expect(slot).toBeDefined();
    const held = expectOk(await client.send('POST', '/api/bookings/initiate', { gymId, bookingDate, timeSlot: slot?.time }));
    const bookingId = String(held.bookingId);
    const paid = expectOk(await client.send('POST', '/api/payments/sandbox/pay', { bookingId, outcome: 'success' }));
    expectOk(await client.send('POST', '/api/bookings/confirm', { ...(paid.payment as object), bookingId }));
    const before = expectOk(await client.send('GET', '/api/bookings/my-bookings'));

    expect(await running.stop('SIGTERM')).toBe(0);
    await running.restart();

    expectOk(await client.send('GET', '/api/v1/auth/check-status'));
    // A second seed would have added every demo gym again.
    expect(expectOk(await client.send('GET', '/api/gyms/city-stats'))).toEqual(cityStats);
    const after = expectOk(await client.send('GET', '/api/bookings/my-bookings'));
    expect(after.bookings).toEqual(before.bookings);
    expect(after.bookings).toEqual(expect.arrayContaining([expect.objectContaining({ _id: bookingId, status: 'confirmed' })]));
  }, PROCESS_TIMEOUT_MS);
});
