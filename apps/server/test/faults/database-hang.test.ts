import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/lib/error-handler.js';
import { bookableGym } from '../booking-helpers.js';
import { PROCESS_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../process-harness.js';
import { daysFromToday, httpBookers, takenPlaces, type HttpBooker } from '../process-fixtures.js';
import { proxyDatabase, timed, type TimedReply } from '../proxied-database.js';
import type { TcpProxy } from '../tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

// A statement that never finishes, or a database that stops answering without hanging up, must not
// hold a request forever: with DATABASE_STATEMENT_TIMEOUT_MS the request gets a clean 503, and the
// process serves normally once the database answers again. A TCP proxy plays the silent network.
// PostgreSQL only: PGlite runs inside the process and cannot keep it waiting.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const STATEMENT_TIMEOUT_MS = 1_000;
// The slowest way to give up: a request that needs a new connection waits out the 5 s connection
// timeout; one on an open connection gives up a second after the statement timeout.
const PROMPT_MS = 6_500;

let database: TestDatabase;
let proxy: TcpProxy | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  const proxied = await proxyDatabase(database.url ?? '');
  proxy = proxied.proxy;
  server = await startServerProcess({ DATABASE_URL: proxied.url, DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) });
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  proxy?.resume();
  await server?.stop('SIGKILL');
  await proxy?.close();
  await database?.close();
});

function expectPromptUnavailable(reply: TimedReply): void {
  expect(reply.status).toBe(503);
  expect(reply.body).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, error: DATABASE_UNAVAILABLE_MESSAGE, code: 'serviceUnavailable' });
  expect(reply.ms).toBeLessThan(PROMPT_MS);
}

async function readyWithin(baseUrl: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await timed(`${baseUrl}/api/ready`)).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.skipIf(!enabled)('a database that does not answer in time (PostgreSQL)', () => {
  let baseUrl: string;
  let booker: HttpBooker;
  beforeAll(async () => {
    baseUrl = (server as ServerProcess).baseUrl;
    [booker] = (await httpBookers(database.db, 1, baseUrl)) as [HttpBooker];
  });
  const myBookings = () => timed(`${baseUrl}/api/bookings/my-bookings`, { headers: booker.headers });

  it('answers 503 when a statement waits past the timeout, and serves again once it is free', async () => {
    // Another session holds the bookings table, as a long migration or a stuck transaction would.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table bookings in access exclusive mode');
      const reply = await myBookings();
      expectPromptUnavailable(reply);
      expect(reply.ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    expect((await myBookings()).status).toBe(200);
  });

  it('answers 503 when the database stops answering altogether, and recovers without a restart', async () => {
    const { gym } = await bookableGym(database.db, { capacity: 5 });
    const slot = { gymId: gym.id, bookingDate: daysFromToday(2), timeSlot: '07:00 AM' };
    const book = () => timed(`${baseUrl}/api/bookings/initiate`, { method: 'POST', headers: booker.headers, body: JSON.stringify(slot) });
    expect((await myBookings()).status).toBe(200);

    proxy?.pause();
    expectPromptUnavailable(await myBookings());
    expectPromptUnavailable(await book());
    const ready = await timed(`${baseUrl}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(PROMPT_MS);
    expect((await timed(`${baseUrl}/api/health`)).status).toBe(200);

    proxy?.resume();
    expect(await readyWithin(baseUrl, 15_000)).toBe(true);
    expect((await myBookings()).status).toBe(200);
    expect((await book()).status).toBe(200);
    // Committed for everyone, not left in a transaction on a connection that timed out earlier.
    expect(await takenPlaces(database.db, gym.id, slot.bookingDate, slot.timeSlot)).toBe(1);
  }, PROCESS_TIMEOUT_MS);
});
