import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';

export interface TestDatabase extends DatabaseHandle {
  /** The throwaway PostgreSQL database's URL, so a second handle can share it; undefined on PGlite. */
  url: string | undefined;
}

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the server named by TEST_DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    await migrate(database.db);
    return { ...database, url: undefined };
  }
  const name = `gymslot_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 20 });
  await migrate(database.db);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
