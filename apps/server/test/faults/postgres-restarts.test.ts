import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/rows.js';
import { bookings } from '../../src/db/schema/bookings.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/lib/error-handler.js';
import { runBookingMaintenance } from '../../src/modules/bookings/booking-maintenance.js';
import { createConfiguredOutbox } from '../../src/modules/messages/configured-outbox.js';
import { createPaymentProvider } from '../../src/modules/payments/create-payment-provider.js';
import { bookableGym } from '../booking-helpers.js';
import { startBookingTraffic, type SlotRequest, type TrafficReply } from '../booking-traffic.js';
import { composeServices } from '../composed-services.js';
import { pgClusterAvailable, startPgCluster, type PgCluster } from '../pg-cluster.js';
import { PROCESS_TIMEOUT_MS, SESSION_SECRET, startServerProcess, type ServerProcess } from '../process-harness.js';
import { daysFromToday, httpBookers, takenPlaces } from '../process-fixtures.js';

// API contract §8.8: the database restarting (a fast restart, a crash, a server that stops
// answering) never ends a GymSlot process. Requests caught in it get 503, and the process serves
// again once the database is back. The faults are played on a PostgreSQL cluster of this file's
// own: the shared server cannot be restarted under the other test files.

// CI runs the server suite a second time with TEST_DATABASE_URL; this file runs in that pass.
const enabled = Boolean(process.env.TEST_DATABASE_URL) && pgClusterAvailable;
// What the load balancer would be reached at; every process is configured with it.
const PUBLIC_URL = 'http://127.0.0.1:8080';
const PROCESSES = 3;
const STREAMS = 6;
const BOOKERS = 48;
const CAPACITY = 2;
// 14 days of 17 hourly slots: more places than the traffic can fill in the test, however fast the machine.
const DAYS_AHEAD = Array.from({ length: 14 }, (_, i) => i + 2);
const HOURS = Array.from({ length: 17 }, (_, i) => i + 6);
// Short, so a frozen database turns into 503s within seconds rather than the default 10 s.
const STATEMENT_TIMEOUT_MS = 2_000;
// Above every bound the server has (statement timeout and its grace, the pool's 5 s connect
// timeout): a request still unanswered by then hangs.
const REQUEST_TIMEOUT_MS = 15_000;
const READY_WITHIN_MS = 30_000;
const FREEZE_MS = 10_000;
// Booking must flow before the first fault and again after each one.
const FLOWING_WITHIN_MS = 30_000;

/** One maintenance round as a server would run it once every hold of the test has run out. */
async function reconcileAfterHoldsLapse(database: DatabaseHandle): Promise<void> {
  const config = loadConfig({ SESSION_SECRET, DATA_DIR: dataDir ?? '', PUBLIC_URL });
  const later = { now: () => new Date(Date.now() + 20 * 60_000) };
  const paymentProvider = createPaymentProvider(config, database.db, later);
  const logger = { warn: () => undefined, error: () => undefined };
  const { outbox } = createConfiguredOutbox({ config, database, clock: later, logger: () => logger, writeConsole: () => undefined });
  const deps = { config, database, clock: later, paymentProvider, outbox, logger };
  await runBookingMaintenance(deps, composeServices(deps));
}

let cluster: PgCluster | undefined;
let servers: ServerProcess[] = [];
// One data folder for the three, as on shared storage; the confirmations' mails land in it.
let dataDir: string | undefined;

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startPgCluster();
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-restarts-'));
  const env = {
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SEED_DEMO: 'false',
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  };
  // Each process migrates the fresh cluster as it starts, one at a time under the advisory lock.
  servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServerProcess(env)));
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await cluster?.cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function until(condition: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 0;
  }
}

/**
 * True once every process is ready again. /api/health needs no database, so a process that does not
 * answer it has died (it refuses the connection): that fails at once, with its log.
 */
async function allReady(during: string): Promise<boolean> {
  const ready = await Promise.all(
    servers.map(async (server) => {
      if ((await statusOf(`${server.baseUrl}/api/ready`)) === 200) return true;
      if ((await statusOf(`${server.baseUrl}/api/health`)) === 0) {
        throw new Error(`${server.baseUrl} died during the ${during}:\n${server.output().slice(-4_000)}`);
      }
      return false;
    }),
  );
  return ready.every(Boolean);
}

/** A reply that breaks the contract: a 5xx other than 503, or no answer at all within the timeout. */
const broken = (reply: TrafficReply) => reply.failure === 'timeout' || (reply.status >= 500 && reply.status !== 503);

/** '06:00 AM' for 6, '10:00 PM' for 22. */
const slotLabel = (hour: number) => `${String(hour % 12 || 12).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`;

/** Replies by status (or failure), and the slowest one, for the report line. */
function tally(replies: readonly TrafficReply[]): Record<string, number> {
  const counts: Record<string, number> = { slowestMs: 0 };
  for (const reply of replies) {
    const key = reply.failure ?? String(reply.status);
    counts[key] = (counts[key] ?? 0) + 1;
    counts.slowestMs = Math.max(counts.slowestMs ?? 0, reply.ms);
  }
  return counts;
}

describe.skipIf(!enabled)('PostgreSQL restarting under booking traffic (own cluster)', () => {
  it('keeps every process alive through a fast restart, a crash and a freeze, answering 503 meanwhile', async () => {
    const db = cluster as PgCluster;
    const setup = await openDatabase({ databaseUrl: db.url, maxConnections: 2 });
    const { gym } = await bookableGym(setup.db, { capacity: CAPACITY });
    const bookers = await httpBookers(setup.db, BOOKERS, PUBLIC_URL);
    // The test's own connections stay out of the faults.
    await setup.close();
    const slots: SlotRequest[] = DAYS_AHEAD.flatMap((days) =>
      HOURS.map((hour) => ({ gymId: gym.id, bookingDate: daysFromToday(days), timeSlot: slotLabel(hour) })),
    );

    const traffic = startBookingTraffic({
      baseUrls: servers.map((server) => server.baseUrl),
      streams: STREAMS,
      bookers,
      slots,
      timeoutMs: REQUEST_TIMEOUT_MS,
      retryPauseMs: 200,
    });
    const faults: { name: string; play(): Promise<void> }[] = [
      { name: 'fast restart', play: () => db.restartFast() },
      { name: 'crash', play: () => db.crash() },
      { name: `${FREEZE_MS / 1000} s freeze`, play: () => db.freeze(FREEZE_MS) },
    ];
    const windows: { name: string; from: number; to: number }[] = [];
    try {
      await until(() => traffic.confirmed.length > 0, FLOWING_WITHIN_MS, 'no booking was confirmed');
      for (const fault of faults) {
        const from = Date.now();
        await fault.play();
        await until(() => allReady(fault.name), READY_WITHIN_MS, `not every process was ready again after the ${fault.name}`);
        windows.push({ name: fault.name, from, to: Date.now() });
        const confirmedSoFar = traffic.confirmed.length;
        await until(() => traffic.confirmed.length > confirmedSoFar, FLOWING_WITHIN_MS, `no booking was confirmed after the ${fault.name}`);
      }
    } finally {
      await traffic.stop();
    }

    const summary = windows.map(({ name, from, to }) => {
      const caught = traffic.replies.filter((reply) => reply.at >= from && reply.at <= to);
      expect(caught.length, `no request was made during the ${name}`).toBeGreaterThan(0);
      return { name, ms: to - from, replies: tally(caught) };
    });
    expect(traffic.replies.filter(broken), JSON.stringify(summary)).toEqual([]);
    const unavailable = new Set(traffic.replies.filter((reply) => reply.status === 503).map((reply) => reply.error));
    expect([...unavailable]).toEqual(unavailable.size > 0 ? [DATABASE_UNAVAILABLE_MESSAGE] : []);

    // Alive to the end: a graceful stop exits 0; a process that had died would report its exit.
    for (const server of servers) expect(await server.stop('SIGTERM'), server.output().slice(-4_000)).toBe(0);

    const audit = await openDatabase({ databaseUrl: db.url, maxConnections: 2 });
    try {
      const oversold = rowsOf(
        await audit.db.execute(sql`
          select b.gym_id, b.date, b.time_slot, count(*)::int as confirmed from bookings b join gyms g on g.id = b.gym_id
          where b.status = 'confirmed' group by b.gym_id, b.date, b.time_slot, g.capacity having count(*) > g.capacity`),
      );
      expect(oversold).toEqual([]);
      for (const slot of slots) expect(await takenPlaces(audit.db, gym.id, slot.bookingDate, slot.timeSlot)).toBeLessThanOrEqual(CAPACITY);

      // A confirmation writes the ledger's captured payment in its own transaction: never one without the other.
      const unpaid = rowsOf(
        await audit.db.execute(sql`
          select b.id, count(p.id) filter (where p.status = 'captured')::int as captured
          from bookings b left join payments p on p.booking_id = b.id
          where b.status = 'confirmed' group by b.id having count(p.id) filter (where p.status = 'captured') <> 1`),
      );
      expect(unpaid).toEqual([]);
      // Every booking a 200 confirmed is still confirmed: none was lost in a restart or a crash.
      const kept = await audit.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(inArray(bookings.id, [...traffic.confirmed]), eq(bookings.status, 'confirmed')));
      expect(kept).toHaveLength(traffic.confirmed.length);

      // Taken by the sandbox but neither confirmed nor refunded: a confirm the outage cut off after
      // the payment. The maintenance round asks the provider about each lapsed hold's order (§8.8),
      // so once the holds have run out every captured payment is one confirmed booking or a refund.
      const strandedNow = async () =>
        rowsOf<{ id: string }>(
          await audit.db.execute(sql`
            select sp.id from sandbox_payments sp
            where sp.status = 'captured' and not exists (
              select 1 from payments p join bookings b on b.id = p.booking_id
              where p.id = sp.id and ((b.status = 'confirmed' and b.payment_id = p.id) or p.status in ('refund_pending', 'refunded')))`),
        ).length;
      const strandedAfterFaults = await strandedNow();
      await reconcileAfterHoldsLapse(audit);
      expect(await strandedNow()).toBe(0);
      process.stdout.write(
        `postgres-restarts: ${JSON.stringify({ confirmed: traffic.confirmed.length, capturedWithoutBooking: strandedAfterFaults, windows: summary, all: tally(traffic.replies) })}\n`,
      );
    } finally {
      await audit.close();
    }
  }, 150_000);
});
