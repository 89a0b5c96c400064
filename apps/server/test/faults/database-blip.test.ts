import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableGym } from '../booking-helpers.js';
import { PROCESS_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../process-harness.js';
import { daysFromToday, httpBookers, type HttpBooker } from '../process-fixtures.js';
import { proxyDatabase, timed } from '../proxied-database.js';
import type { TcpProxy } from '../tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

// PostgreSQL goes away for a moment (a failover, a restart, a network cut): the server must say so
// on /api/ready, fail requests quickly and cleanly meanwhile, and carry on once it is back, all
// without being restarted. A TCP proxy between the server process and PostgreSQL plays the cut.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
// Well above a failed connection attempt, well below anything a load balancer would wait for.
const PROMPT_MS = 6_000;

let database: TestDatabase;
let proxy: TcpProxy | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  const proxied = await proxyDatabase(database.url ?? '');
  proxy = proxied.proxy;
  server = await startServerProcess({ DATABASE_URL: proxied.url });
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await proxy?.close();
  await database?.close();
});

async function readyWithin(baseUrl: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await timed(`${baseUrl}/api/ready`)).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.skipIf(!enabled)('the database going away for a moment (PostgreSQL)', () => {
  it('turns /api/ready red, fails requests cleanly, and recovers without a restart', async () => {
    const baseUrl = (server as ServerProcess).baseUrl;
    const { gym } = await bookableGym(database.db, { capacity: 5 });
    const [booker] = (await httpBookers(database.db, 1, baseUrl)) as [HttpBooker];
    const slot = { gymId: gym.id, bookingDate: daysFromToday(2), timeSlot: '07:00 AM' };
    const myBookings = () => timed(`${baseUrl}/api/bookings/my-bookings`, { headers: booker.headers });
    const book = () => timed(`${baseUrl}/api/bookings/initiate`, { method: 'POST', headers: booker.headers, body: JSON.stringify(slot) });
    expect((await myBookings()).status).toBe(200);

    proxy?.cut();
    for (const reply of [await timed(`${baseUrl}/api/ready`), await myBookings(), await book()]) {
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
      expect(reply.ms).toBeLessThan(PROMPT_MS);
    }
    expect((await timed(`${baseUrl}/api/ready`)).status).toBe(503);
    // Still the same process, still answering.
    expect((await timed(`${baseUrl}/api/health`)).status).toBe(200);

    proxy?.restore();
    expect(await readyWithin(baseUrl, 15_000)).toBe(true);
    expect((await myBookings()).status).toBe(200);
    expect((await book()).status).toBe(200);
  }, PROCESS_TIMEOUT_MS);
});
