import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Executor } from '../../src/db/client.js';
import { startFakeRazorpay, type FakeRazorpay } from '../fake-razorpay.js';
import { answers, pgClusterAvailable, startPgCluster, type PgCluster } from '../pg-cluster.js';
import { PROCESS_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../process-harness.js';
import { callsAsked, carriedOut, endLeases, expectDoneOnce, madeAtRazorpay, prepareTrustJobs, recorded, type TrustJobs } from '../trust-job-fixtures.js';

// §8.8, §8.10, §8.11: the maintenance round's 'not let in' refunds, dispute reversals and account
// deletions call Razorpay after their claim has committed. Whatever dies while Razorpay has the
// call (the server process, or PostgreSQL before the answer is written down), nothing is lost and
// nothing is done twice: each refund and the reversal is made once, and recorded once in the end.
//
// Each process runs the round's jobs one after another, so one process can hold only one of the
// calls open: three processes on one database (a tick a second, each tick claimed by one of them)
// end up each waiting in a different call, the three calls out at once when the fault comes.

// CI runs the server suite a second time with TEST_DATABASE_URL; this file runs in that pass.
const enabled = Boolean(process.env.TEST_DATABASE_URL) && pgClusterAvailable;
const PUBLIC_URL = 'http://127.0.0.1:8080';
const PROCESSES = 3;
// Bounds for a stuck test on a busy two-core machine, never expectations on speed.
const WITHIN_MS = 60_000;
const SCENARIO_TIMEOUT_MS = 3 * PROCESS_TIMEOUT_MS;

let cluster: PgCluster | undefined;
let fake: FakeRazorpay | undefined;
let servers: ServerProcess[] = [];
let dataDir: string | undefined;

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startPgCluster();
  fake = await startFakeRazorpay();
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-trust-jobs-'));
  const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, PUBLIC_URL, MAINTENANCE_INTERVAL_MS: '1000', ...fake.env() };
  // Each process migrates the fresh cluster as it starts, one at a time under the advisory lock.
  servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServerProcess(env)));
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await fake?.close();
  await cluster?.cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = WITHIN_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}:\n${servers.map((server) => server.output().slice(-2_000)).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The test's own connection, opened for each use so that none is open across a crash. */
async function withDb<T>(use: (db: Executor) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: (cluster as PgCluster).url, maxConnections: 2 });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

/** Holds every refund and transfer call at the fake until the returned function lets them go on. */
function stallCalls(razorpay: FakeRazorpay): () => void {
  let release: () => void = () => undefined;
  const stalled = new Promise<void>((resolve) => (release = resolve));
  razorpay.state.stalledRefunds = stalled;
  razorpay.state.stalledTransfers = stalled;
  return () => {
    razorpay.state.stalledRefunds = undefined;
    razorpay.state.stalledTransfers = undefined;
    release();
  };
}

async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 0;
  }
}

/** True once every process is ready; a process that no longer answers /api/health (no database needed) has died. */
async function allReady(): Promise<boolean> {
  const ready = await Promise.all(
    servers.map(async (server) => {
      if ((await statusOf(`${server.baseUrl}/api/ready`)) === 200) return true;
      if ((await statusOf(`${server.baseUrl}/api/health`)) === 0) throw new Error(`${server.baseUrl} died:\n${server.output().slice(-4_000)}`);
      return false;
    }),
  );
  return ready.every(Boolean);
}


/** The three jobs made due while every refund and transfer call is held, once Razorpay has all three calls. */
async function dueWithCallsHeld(razorpay: FakeRazorpay, daysAhead: number): Promise<{ jobs: TrustJobs; release: () => void }> {
  const release = stallCalls(razorpay);
  const baseUrl = (servers[0] as ServerProcess).baseUrl;
  const jobs = await withDb((db) => prepareTrustJobs(db, razorpay, baseUrl, PUBLIC_URL, daysAhead));
  await until(() => callsAsked(razorpay, jobs), 'both refunds and the reversal to reach Razorpay');
  return { jobs, release };
}

describe.skipIf(!enabled)("the round's refunds, reversals and deletions through faults (own cluster)", () => {
  it('SIGKILL while Razorpay has the calls: the restarted processes finish each job once', async () => {
    const razorpay = fake as FakeRazorpay;
    const { jobs, release } = await dueWithCallsHeld(razorpay, 3);
    for (const server of servers) expect(await server.stop('SIGKILL')).toBeNull();
    // Razorpay makes both refunds and the reversal; no process is left to hear it.
    release();
    await until(() => madeAtRazorpay(razorpay, jobs), 'Razorpay to finish the calls');

    await withDb(async (db) => {
      // The claims committed before the calls: the report is refunded and the account deleted, but
      // nothing Razorpay answered is written down.
      expect(await recorded(db, jobs)).toEqual({ payments: ['refund_pending', 'refund_pending'], payouts: ['held', 'held', 'held'] });
      await endLeases(db, jobs);
    });
    await Promise.all(servers.map((server) => server.restart()));
    await until(() => withDb((db) => carriedOut(db, jobs)), 'the restarted processes to finish the jobs');
    await withDb((db) => expectDoneOnce(db, razorpay, jobs));
    // The refunds were asked again with their idempotency keys (the fake answers a repeat with the refund made).
    for (const paymentId of [jobs.unanswered.paymentId, jobs.leaving.paymentId]) {
      expect(razorpay.requests.filter((request) => request.path === `/v1/payments/${paymentId}/refund`).length).toBeGreaterThanOrEqual(2);
    }
  }, SCENARIO_TIMEOUT_MS);

  it('PostgreSQL crashing while Razorpay has the calls: the answers meet a dead database, and the processes live on and finish each job once', async () => {
    const razorpay = fake as FakeRazorpay;
    const postgres = cluster as PgCluster;
    const { jobs, release } = await dueWithCallsHeld(razorpay, 4);
    // crash() sends SIGKILL to the postmaster at once, then waits for its backends and starts it again.
    const crashing = postgres.crash();
    await until(async () => !(await answers(postgres.url)), 'PostgreSQL to go down');
    release();
    await until(() => madeAtRazorpay(razorpay, jobs), 'Razorpay to finish the calls');
    await crashing;
    await until(allReady, 'every process to be ready again after the crash');

    // What reached the database before the lease of each cut attempt is made to run out (for the report line).
    const afterCrash = await withDb(async (handle) => {
      const left = await recorded(handle, jobs);
      await endLeases(handle, jobs);
      return left;
    });
    await until(() => withDb((handle) => carriedOut(handle, jobs)), 'the processes to finish the jobs after the crash');
    await withDb((handle) => expectDoneOnce(handle, razorpay, jobs));
    for (const server of servers) expect(await statusOf(`${server.baseUrl}/api/health`), server.output().slice(-4_000)).toBe(200);
    process.stdout.write(`trust-jobs: recorded right after the crash ${JSON.stringify(afterCrash)}\n`);
  }, SCENARIO_TIMEOUT_MS);
});
