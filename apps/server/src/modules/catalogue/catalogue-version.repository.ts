import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const versionText = 'select version::text as version from catalogue_version where id = 1';

function checked(version: unknown): string {
  if (typeof version !== 'string') throw new Error('catalogue_version has no row; run the migrations');
  return version;
}

/** Moved by triggers on gyms and gym_images (migration 0005), whoever writes to them. */
export async function readCatalogueVersion(db: Executor): Promise<string> {
  const result = await db.execute(sql.raw(versionText));
  return checked(rowsOf<{ version: string }>(result)[0]?.version);
}

/** The same read outside a transaction, on the cheapest path: every request waits for one. */
export async function readLatestCatalogueVersion(database: Pick<DatabaseHandle, 'queryValue'>): Promise<string> {
  return checked(await database.queryValue(versionText));
}
