import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { createPostgresPool, type PostgresPoolOptions } from './postgres-pool.js';
import { SESSION_SETTINGS } from './session-settings.js';

export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Checks the database answers; used by /api/ready. */
  ping(): Promise<void>;
  /**
   * The first column of the first row of a statement without parameters, for a hot path: no query
   * builder, rows as arrays. (Unnamed, so it also works through PgBouncer in transaction mode.)
   */
  queryValue(text: string): Promise<unknown>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDataDir?: string;
  /** A dumped PGlite data folder to start from (tests restore one migrated database this way). */
  pgliteSnapshot?: Blob;
  maxConnections?: number;
  /** PostgreSQL only (PGlite runs in this process and has no one to wait for): 0 or absent, no limit. */
  statementTimeoutMs?: number;
  /** PostgreSQL only: told once for each connection that breaks, so the log shows the outage. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres({
      url: options.databaseUrl,
      maxConnections: options.maxConnections ?? 10,
      statementTimeoutMs: options.statementTimeoutMs ?? 0,
      onConnectionError: options.onConnectionError,
    });
  }
  return openPglite(options.pgliteDataDir ?? 'memory://', options.pgliteSnapshot);
}

async function openPostgres(options: PostgresPoolOptions): Promise<DatabaseHandle> {
  const pool = createPostgresPool(options);
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    queryValue: async (text) => {
      const result = await pool.query<unknown[]>({ text, rowMode: 'array' });
      return result.rows[0]?.[0];
    },
    close: () => pool.end(),
  };
}

/** An embedded database, started from a dumped data folder if one is given. */
export async function createPglite(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  // The migrations create these extensions (geo search, then indexed text search); PGlite must have them loaded first.
  const client = await PGlite.create(dataDir, { extensions: { cube, earthdistance, pg_trgm, unaccent, fuzzystrmatch }, loadDataDir: snapshot });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.query('select set_config($1, $2, false)', [name, value]);
  return client;
}

export const pgliteDatabase = (client: PGlite): Database => drizzlePglite(client) as unknown as Database;

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  const client = await createPglite(dataDir, snapshot);
  const db = pgliteDatabase(client);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    queryValue: async (text) => {
      const result = await client.query<unknown[]>(text, [], { rowMode: 'array' });
      return result.rows[0]?.[0];
    },
    close: () => client.close(),
  };
}
