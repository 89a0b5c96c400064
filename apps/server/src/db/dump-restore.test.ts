import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymMaker } from '../../test/catalogue-helpers.js';
import { pgProgram } from '../../test/pg-cluster.js';
import { adminQuery, withDatabaseName } from '../../test/postgres-admin.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { findMatching, findWithinRadius } from '../modules/catalogue/catalogue-search.repository.js';
import { openDatabase } from './client.js';
import { rowsOf } from './rows.js';

// docs/deploy.md's backup: pg_dump in the custom format, pg_restore into a new database. pg_restore
// rebuilds indexes and generated columns under an empty search_path, so anything they call must
// name its schema (migration 0030); a restore that stops on an error would lose the search indexes.
const serverUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);
const pgDump = pgProgram('pg_dump');
const pgRestore = pgProgram('pg_restore');

describe.skipIf(!serverUrl || !pgDump || !pgRestore)('a backup restored with pg_restore (PostgreSQL)', () => {
  let source: TestDatabase;
  let dir: string;
  const restoredName = `gymslot_restored_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    source = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'gymslot-dump-'));
  });

  afterAll(async () => {
    await source.close();
    await adminQuery(serverUrl ?? '', `drop database if exists ${restoredName} with (force)`);
    await rm(dir, { recursive: true, force: true });
  });

  it('restores cleanly, with the text and distance searches working from their indexes', async () => {
    const { gym } = await gymMaker(source.db);
    const made = await gym({ name: 'Power House Gym', city: 'Pune', latitude: 18.52, longitude: 73.85, amenities: ['Steam Room'] });
    const file = path.join(dir, 'backup.dump');
    await run(pgDump ?? '', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${source.url ?? ''}`]);
    await adminQuery(serverUrl ?? '', `create database ${restoredName}`);
    const restoredUrl = withDatabaseName(serverUrl ?? '', restoredName);
    await run(pgRestore ?? '', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, file]);

    const restored = await openDatabase({ databaseUrl: restoredUrl, maxConnections: 1 });
    try {
      const indexes = rowsOf<{ name: string }>(await restored.db.execute(sql`select indexname as name from pg_indexes where tablename = 'gyms'`));
      expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['gyms_search_trgm_idx', 'gyms_public_earth_idx']));
      const ids = (found: Awaited<ReturnType<typeof findMatching>>) => found.gyms.map((entry) => [entry.row.id, entry.distanceMeters]);
      expect(ids(await findMatching(restored.db, ['pwer', 'steam'], 10))).toEqual([[made.id, null]]);
      expect(ids(await findWithinRadius(restored.db, { latitude: 18.52, longitude: 73.85, radiusMeters: 1000, sortBy: 'distance' }, 10))).toEqual([[made.id, 0]]);
    } finally {
      await restored.close();
    }
  });
});
