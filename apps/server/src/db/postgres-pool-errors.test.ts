import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { createPostgresPool } from './postgres-pool.js';

// PostgreSQL only: the server ending a session (a restart's 57P01) is what a pool client must
// survive, checked out or idle, without an 'error' event that nobody hears ending the process.

const serverUrl = process.env.TEST_DATABASE_URL;

const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

function poolReporting(errors: Error[]): pg.Pool {
  const pool = createPostgresPool({ url: serverUrl ?? '', maxConnections: 2, statementTimeoutMs: 5_000, onConnectionError: (error) => errors.push(error) });
  pools.push(pool);
  return pool;
}

/** Ends one session from another, as a fast shutdown ends them all. */
async function terminate(pid: number): Promise<void> {
  const admin = poolReporting([]);
  await admin.query('select pg_terminate_backend($1)', [pid]);
}

async function backendPid(client: pg.PoolClient): Promise<number> {
  return (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.skipIf(!serverUrl)('createPostgresPool when the server ends a session (PostgreSQL)', () => {
  it('reports a checked-out client losing its session once, fails its next query as an outage, and drops it', async () => {
    const errors: Error[] = [];
    const pool = poolReporting(errors);
    const client = await pool.connect();
    let failed: unknown;
    try {
      await client.query('begin');
      await terminate(await backendPid(client));
      await until(() => errors.length > 0);
      failed = await client.query('select 1').catch((error: unknown) => error);
    } finally {
      // Handed back as drizzle does after a failed transaction: without an error.
      client.release();
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: '57P01' });
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(pool.totalCount).toBe(0);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    // The socket's end after the server's FATAL is the same loss, not a second report.
    expect(errors).toHaveLength(1);
  });

  it('reports an idle client losing its session once, and opens a fresh one for the next query', async () => {
    const errors: Error[] = [];
    const pool = poolReporting(errors);
    const client = await pool.connect();
    const pid = await backendPid(client);
    client.release();
    await terminate(pid);
    await until(() => pool.totalCount === 0);
    expect(errors).toHaveLength(1);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
