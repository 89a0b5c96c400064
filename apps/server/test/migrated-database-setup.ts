import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase, pgliteDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { writeMigratedPgliteDump } from './migrated-pglite-cache.js';
import { adminQuery, withDatabaseName } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data folder, dumped once per run (or taken from the cache); each test database restores it. */
    migratedPgliteFile: string | undefined;
    /** On TEST_DATABASE_URL, a migrated database each test database is created from as a template. */
    migratedTemplate: string | undefined;
  }
}

/**
 * Vitest global set-up of the server project: migrates one database per run, so each test file
 * starts from a copy of it instead of running initdb (seconds in WASM) and every migration again.
 * On PGlite the migrated dump is also cached between runs, keyed by a hash of the migrations
 * (migrated-pglite-cache.ts), so a run with unchanged migrations migrates nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `gymslot_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, template), maxConnections: 1 });
    await migrate(database.db);
    // A template is copied only while nobody is connected to it.
    await database.close();
    project.provide('migratedTemplate', template);
    project.provide('migratedPgliteFile', undefined);
    return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'gymslot-migrated-'));
  const file = path.join(folder, 'pglite.tar');
  await writeMigratedPgliteDump(file, async () => {
    const client = await createPglite('memory://');
    try {
      await migrate(pgliteDatabase(client));
      return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await client.close();
    }
  });
  project.provide('migratedPgliteFile', file);
  project.provide('migratedTemplate', undefined);
  return () => rm(folder, { recursive: true, force: true });
}
