import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { maintenanceRuns } from '../../src/db/schema/maintenance-runs.js';
import { createUser } from '../../src/db/factories.js';
import { systemClock } from '../../src/lib/clock.js';
import { authRateLimits } from '../../src/modules/auth/auth.service.js';
import { hashPassword } from '../../src/modules/auth/password.js';
import { createConfiguredOutbox } from '../../src/modules/messages/configured-outbox.js';
import { createPaymentProvider } from '../../src/modules/payments/create-payment-provider.js';
import { bookableGym } from '../booking-helpers.js';
import { composeServices } from '../composed-services.js';
import { PROCESS_TIMEOUT_MS, RoundRobinClient, SESSION_SECRET, startServerProcess, type ServerProcess } from '../process-harness.js';
import { daysFromToday, httpBookers, postAs, takenPlaces } from '../process-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

// Three server processes on one PostgreSQL database, as behind a load balancer: everything that
// must be shared (sessions, rate limits, capacity, housekeeping) lives in the database.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
// What the load balancer would be reached at; every process is configured with it.
const PUBLIC_URL = 'http://127.0.0.1:8080';
const PASSWORD = 'correct horse battery';

let database: TestDatabase;
let servers: ServerProcess[] = [];
let client: RoundRobinClient;

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  servers = await Promise.all(
    [0, 1, 2].map(() => startServerProcess({ DATABASE_URL: database.url ?? '', PUBLIC_URL })),
  );
  client = new RoundRobinClient(
    servers.map((server) => server.baseUrl),
    PUBLIC_URL,
  );
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await database?.close();
});

async function accountWithPassword(): Promise<string> {
  const user = await createUser(database.db, { passwordHash: await hashPassword(PASSWORD) });
  return user.email;
}

describe.skipIf(!enabled)('three server processes on one PostgreSQL database', () => {
  it('shares a session made on one process with the others, and ends it on all at logout', async () => {
    const email = await accountWithPassword();
    expect((await client.sendTo(0, 'POST', '/api/v1/auth/login', { email, password: PASSWORD })).status).toBe(200);
    for (const index of [0, 1, 2]) {
      const status = await client.sendTo(index, 'GET', '/api/v1/auth/check-status');
      expect(status).toMatchObject({ status: 200, body: { user: { email } } });
    }

    const stale = client.copy();
    expect((await client.sendTo(1, 'POST', '/api/v1/auth/logout')).status).toBe(200);
    for (const index of [0, 1, 2]) expect((await stale.sendTo(index, 'GET', '/api/v1/auth/check-status')).status).toBe(401);
  });

  it('counts login attempts for one address and client across all processes', async () => {
    const email = await accountWithPassword();
    // Every request here comes from one client address, so the per-address-and-client limit is the one met.
    const { limit } = authRateLimits.loginPerAddressAndIp;
    for (let i = 0; i < limit; i += 1) {
      expect((await client.send('POST', '/api/v1/auth/login', { email, password: 'wrong password' })).status).toBe(401);
    }
    // The next try is refused wherever it lands, even with the right password.
    for (const index of [0, 1, 2]) {
      expect((await client.sendTo(index, 'POST', '/api/v1/auth/login', { email, password: PASSWORD })).status).toBe(429);
    }
  });

  it('grants exactly the capacity when 30 people book one slot through all three at once', async () => {
    const { gym } = await bookableGym(database.db, { capacity: 5 });
    const bookers = await httpBookers(database.db, 30, PUBLIC_URL);
    const slot = { gymId: gym.id, bookingDate: daysFromToday(3), timeSlot: '07:00 AM' };
    const replies = await Promise.all(
      bookers.map((booker, i) => postAs(servers[i % servers.length]?.baseUrl ?? '', booker, '/api/bookings/initiate', slot)),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(25);
    expect(await takenPlaces(database.db, gym.id, slot.bookingDate, slot.timeSlot)).toBe(5);
  });

  // The real processes tick once a minute; three loops with their own pools and a short interval
  // stand in for them so that many ticks fit in a test.
  it('runs each housekeeping tick in exactly one process', async () => {
    const intervalMs = 200;
    const handles = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: database.url, maxConnections: 2 })));
    const processIds = ['loop-a', 'loop-b', 'loop-c'];
    const claimed: string[] = [];
    const started = Date.now();
    const loops = handles.map((handle, i) => {
      const processId = processIds[i] ?? '';
      const config = loadConfig({ SESSION_SECRET });
      const paymentProvider = createPaymentProvider(config, handle.db, systemClock);
      const logger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => void claimed.push(processId) };
      // No booking here is due a reminder, so nothing is ever queued, let alone sent.
      const { outbox } = createConfiguredOutbox({ config, database: handle, clock: systemClock, logger: () => logger, writeConsole: () => undefined });
      return composeServices({ config, database: handle, clock: systemClock, paymentProvider, outbox, logger }).maintenance.start({ intervalMs, processId });
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.all(loops.map((loop) => loop.stop()));
    const elapsed = Date.now() - started;
    await Promise.all(handles.map((handle) => handle.close()));

    const runs = await database.db.select().from(maintenanceRuns).where(inArray(maintenanceRuns.processId, processIds));
    // Every round that ran was claimed first, and no tick was claimed twice.
    expect(claimed).toHaveLength(runs.length);
    expect(new Set(runs.map((run) => run.tickStartedAt.getTime())).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / intervalMs) + 1);
  });
});
