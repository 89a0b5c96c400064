import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { migrate, readMigrations } from './migrate.js';
import { rowsOf } from './rows.js';

describe('migrate', () => {
  it('applies every committed migration once and nothing on a second run', async () => {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    try {
      const all = readMigrations().map((m) => m.tag);
      expect(await migrate(database.db)).toEqual(all);
      expect(await migrate(database.db)).toEqual([]);
      const tables = rowsOf<{ name: string }>(
        await database.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public'`),
      ).map((row) => row.name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'gyms', 'schema_migrations']));
    } finally {
      await database.close();
    }
    // Every migration twice on an empty in-memory database: about 35 s on a busy two-core machine.
  }, 90_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('lets two processes start together on PostgreSQL without racing', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `gymslot_race_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const first = await openDatabase({ databaseUrl: url.toString() });
    const second = await openDatabase({ databaseUrl: url.toString() });
    try {
      const [a, b] = await Promise.all([migrate(first.db), migrate(second.db)]);
      expect([...a, ...b]).toEqual(readMigrations().map((m) => m.tag));
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
