import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { adminQuery, withDatabaseName } from './postgres-admin.js';

export interface TestDatabase extends DatabaseHandle {
  /** The throwaway PostgreSQL database's URL, so a second handle can share it; undefined on PGlite. */
  url: string | undefined;
}

/** The migrated data folder, read once per test file (worker) and restored for each database. */
let migratedPglite: Promise<Blob> | undefined;

/**
 * A freshly migrated database: in-memory PGlite restored from the run's migrated snapshot, or a
 * throwaway copy of the run's migrated template on the server named by TEST_DATABASE_URL (dropped
 * again by close()). Both are made once per run by migrated-database-setup.ts.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    migratedPglite ??= readFile(required(inject('migratedPgliteFile'))).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ pgliteDataDir: 'memory://', pgliteSnapshot: await migratedPglite });
    return { ...database, url: undefined };
  }
  const name = `gymslot_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${required(inject('migratedTemplate'))}`);
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, maxConnections: 20 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The migrated test database is missing: run the server tests through vitest.config.ts');
  return value;
}
