import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';
import type { GymImageRef } from './public-gym-view.js';

// The public catalogue's reads. "Public" is one predicate, written the same way everywhere, so
// the partial indexes (is_active and is_approved) match it.
export const isPublic = sql`${gyms.isActive} and ${gyms.isApproved}`;

const versionText = 'select version::text as version from catalogue_version where id = 1';

function checked(version: unknown): string {
  if (typeof version !== 'string') throw new Error('catalogue_version has no row; run the migrations');
  return version;
}

/** Moved by triggers on gyms and gym_images (migrations 0005, 0007), whoever writes to them; on the cheapest path, as every request waits for it. */
export async function readLatestVersion(database: Pick<DatabaseHandle, 'queryValue'>): Promise<bigint> {
  return BigInt(checked(await database.queryValue(versionText)));
}

/** The version, and the version up to which changes may have been pruned. */
export async function readVersion(db: Executor): Promise<{ version: bigint; prunedThrough: bigint }> {
  const result = await db.execute(sql`select version::text as version, pruned_through::text as "prunedThrough" from catalogue_version where id = 1`);
  const [row] = rowsOf<{ version: unknown; prunedThrough: string }>(result);
  return { version: BigInt(checked(row?.version)), prunedThrough: BigInt(row?.prunedThrough ?? '0') };
}

/** The gyms changed after `after` up to `through`; '' among them means every gym (a truncate). */
export async function findChangedGymIds(db: Executor, after: bigint, through: bigint): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct gym_id as "gymId" from catalogue_changes where version > ${after.toString()}::bigint and version <= ${through.toString()}::bigint`,
  );
  return rowsOf<{ gymId: string }>(result).map((row) => row.gymId);
}

/** A public gym as one statement reads it: its row, its images in display order, whether it has opening hours. */
export interface PublicGymRow {
  row: GymRow;
  images: GymImageRef[];
  hasOpeningHours: boolean;
  /** From the search's point, when it had one. */
  distanceMeters: number | null;
}

/** Gyms read by one statement, and the catalogue version that statement saw (none when it found nothing). */
export interface PublicGymRows {
  version: bigint | undefined;
  gyms: PublicGymRow[];
}

// Written with the tables' own names: in a one-table select drizzle leaves columns unqualified,
// which inside these subqueries would name the inner table's columns.
const imagesOfGym = sql<GymImageRef[]>`coalesce((
  select json_agg(json_build_object('fileName', i.file_name, 'width', i.width, 'variantWidths', i.variant_widths) order by i.position, i.id)
  from gym_images as i where i.gym_id = gyms.id), '[]'::json)`;

/** Published opening hours: a weekly entry, or a date entry that offers slots (migration 0008 records changes to both as catalogue changes). */
const hasOpeningHours = sql<boolean>`(
  exists (select 1 from recurring_availability as weekly where weekly.gym_id = gyms.id)
  or exists (select 1 from date_availability as dated where dated.gym_id = gyms.id and cardinality(dated.available_slots) > 0))`;

/**
 * The public gyms `where` picks (it must say they are public), with their images and opening
 * hours, in one statement: one snapshot, so the version read beside them is the one they are at.
 */
export async function findPublicGymsWhere(
  db: Executor,
  query: { where: SQL; orderBy?: SQL; limit: number; distance?: SQL },
): Promise<PublicGymRows> {
  const select = db
    .select({
      row: gyms,
      images: imagesOfGym,
      hasOpeningHours,
      distanceMeters: query.distance === undefined ? sql<null>`null` : sql<number>`${query.distance}`,
      version: sql<string>`(select version::text from catalogue_version where id = 1)`,
    })
    .from(gyms)
    .where(query.where)
    .limit(query.limit);
  const rows = await (query.orderBy === undefined ? select : select.orderBy(query.orderBy));
  return {
    version: rows[0] === undefined ? undefined : BigInt(rows[0].version),
    gyms: rows.map(({ version: _version, distanceMeters, ...gym }) => ({ ...gym, distanceMeters: distanceMeters === null ? null : Number(distanceMeters) })),
  };
}

/** The gyms of `ids` that are public. */
export function findPublicGymsByIds(db: Executor, ids: readonly string[]): Promise<PublicGymRows> {
  return findPublicGymsWhere(db, { where: sql`${isPublic} and ${gyms.id} = any(${sql.param([...ids])}::text[])`, limit: ids.length });
}

/** Up to `limit` public gyms with ids after `after`, in id order. */
export function findPublicGymsAfter(db: Executor, after: string, limit: number): Promise<PublicGymRows> {
  return findPublicGymsWhere(db, { where: sql`${isPublic} and ${gyms.id} > ${after}`, orderBy: sql`${gyms.id}`, limit });
}

/**
 * Forgets at most `limit` changes recorded before `before`, and remembers up to which version, so
 * a process that has not caught up since then reloads every gym instead. Returns how many went.
 */
export async function deleteChangesBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    with pruned as (
      delete from catalogue_changes
      where (version, gym_id) in (
        select version, gym_id from catalogue_changes where changed_at < ${before.toISOString()}::timestamptz order by version limit ${limit}
      )
      returning version
    )
    update catalogue_version set pruned_through = greatest(pruned_through, coalesce((select max(version) from pruned), 0))
    where id = 1
    returning (select count(*) from pruned)::int as count`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}
