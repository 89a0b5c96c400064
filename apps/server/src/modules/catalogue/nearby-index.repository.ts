import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { compareText } from './catalogue-order.js';
import { isPublic } from './catalogue.repository.js';
import type { IndexedGym } from './nearby-index.js';

// What the nearby index keeps of each public gym (nearby-index.ts), read as the database holds it:
// the stored point's coordinates and the amenities folded by the database's own lower(), so the
// index filters and measures exactly as findWithinRadius() does.

/** Gyms per statement of a whole load: each well within the statement timeout, and few rows in memory at once. */
const LOAD_CHUNK = 50_000;

interface IndexRow extends Omit<IndexedGym, 'x' | 'y' | 'z' | 'rating' | 'amenities'> {
  x: number | string;
  y: number | string;
  z: number | string;
  rating: number | string;
  amenities: (string | null)[];
}

/** btrim() with no characters named trims spaces alone. */
const spacesTrimmed = (text: string) => text.replace(/^ +| +$/g, '');

/**
 * The gym's amenities as findWithinRadius() compares them, lower(btrim()) of each: the database
 * lowers the array's text whole (one call instead of a subquery per gym; lower() maps each
 * character alone, so this is each element lowered), the spaces go here.
 */
function foldedAmenities(lowered: readonly (string | null)[]): string[] {
  const folded = new Set<string>();
  for (const name of lowered) if (name !== null) folded.add(spacesTrimmed(name));
  return [...folded].sort(compareText);
}

async function findIndexRows(db: Executor, where: SQL, limit?: number): Promise<IndexedGym[]> {
  const result = await db.execute(sql`
    select id, cube_ll_coord(earth_point, 1) as x, cube_ll_coord(earth_point, 2) as y, cube_ll_coord(earth_point, 3) as z,
           price_per_hour_paise as "pricePerHourPaise", average_rating as rating, total_ratings as "totalRatings",
           lower(amenities::text)::text[] as amenities
    from gyms where ${isPublic} and ${where}
    ${limit === undefined ? sql`` : sql`order by id limit ${limit}`}`);
  return rowsOf<IndexRow>(result).map((row) => ({
    ...row,
    x: Number(row.x),
    y: Number(row.y),
    z: Number(row.z),
    rating: Number(row.rating),
    amenities: foldedAmenities(row.amenities),
  }));
}

/** Every public gym, in statements of LOAD_CHUNK by id; run in one snapshot (a repeatable-read transaction) to read one version. */
export async function* findAllIndexedGyms(db: Executor): AsyncGenerator<IndexedGym[]> {
  let after: string | undefined;
  for (;;) {
    const chunk = await findIndexRows(db, after === undefined ? sql`true` : sql`id > ${after}`, LOAD_CHUNK);
    if (chunk.length > 0) yield chunk;
    if (chunk.length < LOAD_CHUNK) return;
    after = chunk[chunk.length - 1]?.id;
  }
}

/** The gyms of `ids` that are public. */
export function findIndexedGyms(db: Executor, ids: readonly string[]): Promise<IndexedGym[]> {
  return findIndexRows(db, sql`id = any(${sql.param([...ids])}::text[])`);
}
