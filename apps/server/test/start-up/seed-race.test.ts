import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/rows.js';
import { demoAccounts } from '../../src/cli/demo-seed/demo-accounts.js';
import { demoCities } from '../../src/cli/demo-seed/demo-cities.js';
import { DEMO_SEEDED_SETTING } from '../../src/cli/demo-seed/seed-demo.js';
import { adminQuery, withDatabaseName } from '../postgres-admin.js';
import { PROCESS_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../process-harness.js';

// Two processes starting at once with SEED_DEMO=true on one fresh PostgreSQL database: one seeds,
// the other waits on the seed's advisory lock until that seed has committed, finds it done and
// starts normally. The wait lasts as long as the seed, so it must not run under the request
// pool's statement timeout: that cancelled it and the waiting process exited.

const serverUrl = process.env.TEST_DATABASE_URL;
const enabled = Boolean(serverUrl);
// Shorter than the demo seed takes, so a wait for its lock under the timeout would be cancelled.
const STATEMENT_TIMEOUT_MS = 1_000;
const PUBLIC_URL = 'http://127.0.0.1:8080';

const databaseName = `gymslot_seed_race_${randomBytes(6).toString('hex')}`;
let dataDir: string | undefined;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  // Empty, not a copy of the migrated template: the two processes race for the migration too.
  await adminQuery(serverUrl, `create database ${databaseName}`);
  // One data folder, as on shared storage: the seed's demo images are served by both.
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-seed-race-'));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function count(url: string, query: ReturnType<typeof sql>): Promise<number> {
  const database = await openDatabase({ databaseUrl: url, maxConnections: 1 });
  try {
    return rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? -1;
  } finally {
    await database.close();
  }
}

describe.skipIf(!enabled)('two processes starting at once with SEED_DEMO=true (PostgreSQL)', () => {
  it('has one seed, the other process wait for it, and both serve the demo data', async () => {
    const url = withDatabaseName(serverUrl ?? '', databaseName);
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir ?? '',
      PUBLIC_URL,
      SEED_DEMO: 'true',
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    };
    // startServerProcess fails if its process exits before /api/ready answers 200.
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);

    const demoGyms = demoCities.flatMap((city) => city.gyms).length;
    const demoEmails = demoAccounts.map((account) => account.email);
    expect(await count(url, sql`select count(*)::int as n from app_settings where key = ${DEMO_SEEDED_SETTING}`)).toBe(1);
    expect(await count(url, sql`select count(*)::int as n from gyms`)).toBe(demoGyms);
    expect(await count(url, sql`select count(*)::int as n from users where email in ${demoEmails}`)).toBe(demoEmails.length);

    const listed: number[] = [];
    for (const server of servers) {
      const res = await fetch(`${server.baseUrl}/api/gyms/all-public`, { signal: AbortSignal.timeout(10_000) });
      expect(res.status).toBe(200);
      listed.push(((await res.json()) as { data: unknown[] }).data.length);
    }
    expect(listed[0]).toBeGreaterThan(0);
    expect(listed[1]).toBe(listed[0]);
  }, PROCESS_TIMEOUT_MS);
});
