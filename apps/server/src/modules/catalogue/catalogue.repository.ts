import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { dateAvailability, recurringAvailability } from '../../db/schema/availability.js';
import { gymImages, gyms, type GymRow } from '../../db/schema/gyms.js';
import type { GymImageFile } from './public-gym-view.js';

// The public catalogue's reads. "Public" is one predicate, written the same way everywhere, so
// the partial index gyms_public_created_idx (is_active and is_approved) matches it.
const isPublic = sql`${gyms.isActive} and ${gyms.isApproved}`;

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

/** `ids` as one array parameter, however many there are (a list of parameters stops at 65,535). */
const oneOf = (column: typeof gyms.id | typeof gymImages.gymId | typeof dateAvailability.gymId | typeof recurringAvailability.gymId, ids: readonly string[]) => sql`${column} = any(${sql.param([...ids])}::text[])`;

/** Every public gym, or those of `ids` that are public. */
export async function findPublicGyms(db: Executor, ids?: readonly string[]): Promise<GymRow[]> {
  const wanted = ids === undefined ? isPublic : and(isPublic, oneOf(gyms.id, ids));
  return db.select().from(gyms).where(wanted).orderBy(desc(gyms.createdAt), asc(gyms.id));
}

/** Image files of every public gym, or of those of `ids`, each gym's in display order. */
export async function findPublicImageFiles(db: Executor, ids?: readonly string[]): Promise<GymImageFile[]> {
  const wanted = ids === undefined ? isPublic : and(isPublic, oneOf(gymImages.gymId, ids));
  return db
    .select({ gymId: gymImages.gymId, fileName: gymImages.fileName, width: gymImages.width, variantWidths: gymImages.variantWidths })
    .from(gymImages)
    .innerJoin(gyms, eq(gyms.id, gymImages.gymId))
    .where(wanted)
    .orderBy(asc(gymImages.gymId), asc(gymImages.position), asc(gymImages.id));
}

/**
 * Which of the gyms (every gym without `ids`) have published opening hours: a weekly entry, or a
 * date entry that offers slots (migration 0008 records changes to both as catalogue changes).
 */
export async function findGymIdsWithOpeningHours(db: Executor, ids?: readonly string[]): Promise<Set<string>> {
  const weekly = ids === undefined ? sql`true` : oneOf(recurringAvailability.gymId, ids);
  const dated = ids === undefined ? sql`true` : oneOf(dateAvailability.gymId, ids);
  const result = await db.execute(sql`
    select ${recurringAvailability.gymId} as "gymId" from ${recurringAvailability} where ${weekly}
    union
    select ${dateAvailability.gymId} from ${dateAvailability} where cardinality(${dateAvailability.availableSlots}) > 0 and ${dated}`);
  return new Set(rowsOf<{ gymId: string }>(result).map((row) => row.gymId));
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
