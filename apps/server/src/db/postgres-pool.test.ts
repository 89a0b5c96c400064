import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { createPostgresPool } from './postgres-pool.js';

// PostgreSQL only: PGlite runs inside this process, so neither a slow statement nor a silent
// network can keep it from answering.

const serverUrl = process.env.TEST_DATABASE_URL;
const STATEMENT_TIMEOUT_MS = 300;

let proxy: TcpProxy | undefined;
let pool: pg.Pool | undefined;
beforeAll(async () => {
  if (!serverUrl) return;
  const direct = new URL(serverUrl);
  proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
});
afterEach(async () => {
  proxy?.resume();
  await pool?.end();
  pool = undefined;
});
afterAll(async () => {
  await proxy?.close();
});

function proxiedUrl(): string {
  const url = new URL(serverUrl ?? '');
  url.hostname = '127.0.0.1';
  url.port = String(proxy?.port);
  return url.toString();
}

describe.skipIf(!serverUrl)('createPostgresPool with a statement timeout (PostgreSQL)', () => {
  it('has the server cancel a statement that runs too long, and keeps the connection', async () => {
    pool = createPostgresPool({ url: serverUrl ?? '', maxConnections: 1, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
    const client = await pool.connect();
    const started = Date.now();
    await expect(client.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_000);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    client.release();
    expect(pool.totalCount).toBe(1);
  });

  it('gives up on a connection that stops answering mid-transaction and never lends it out again', async () => {
    pool = createPostgresPool({ url: proxiedUrl(), maxConnections: 1, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
    const client = await pool.connect();
    await client.query('begin');
    proxy?.pause();
    const started = Date.now();
    await expect(client.query('select 1')).rejects.toThrow('Query read timeout');
    expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 2_000);
    // What drizzle does next: roll back, which fails at once instead of waiting its turn, and release.
    await expect(client.query('rollback')).rejects.toThrow(/not queryable/);
    client.release();
    expect(pool.totalCount).toBe(0);

    proxy?.resume();
    const fresh = await pool.connect();
    // Outside a transaction, the transaction's start is this statement's start.
    const { rows } = await fresh.query<{ autocommit: boolean }>('select now() = statement_timestamp() as autocommit');
    expect(rows).toEqual([{ autocommit: true }]);
    fresh.release();
  });
});
