import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Moved by triggers on gyms and gym_images (migration 0005), whoever writes to them. */
export async function readCatalogueVersion(db: Executor): Promise<string> {
  const result = await db.execute(sql`select version::text as version from catalogue_version where id = 1`);
  const [row] = rowsOf<{ version: string }>(result);
  if (!row) throw new Error('catalogue_version has no row; run the migrations');
  return row.version;
}
