import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { NearbySort } from '@gymslot/shared/gym-schemas';
import type { Executor } from '../../db/client.js';
import { gymImages, gyms, type GymRow } from '../../db/schema/gyms.js';

// Public reads of the catalogue. "Public" is one predicate, written the same way everywhere, so the
// partial index gyms_public_created_idx (is_active and is_approved) matches it.
const isPublic = sql`${gyms.isActive} and ${gyms.isApproved}`;

// Byte order of the lower-cased name: the same A→Z on PGlite and on a server with another locale.
const nameOrder = sql`lower(${gyms.name}) collate "C"`;

export interface RadiusFilter {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  search?: string | undefined;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  minRating?: number | undefined;
  /** Lower-case names; a gym must list every one of them. */
  amenities?: readonly string[];
  sortBy: NearbySort;
  limit: number;
}

export interface GymWithDistance {
  gym: GymRow;
  distanceMeters: number;
}

export interface GymImageFile {
  gymId: string;
  fileName: string;
  width: number | null;
  variantWidths: number[];
}

/** Any gym, whatever its state: owners and admins manage hidden gyms too. */
export async function findById(db: Executor, id: string): Promise<GymRow | undefined> {
  const [row] = await db.select().from(gyms).where(eq(gyms.id, id)).limit(1);
  return row;
}

export async function insert(db: Executor, gym: typeof gyms.$inferInsert): Promise<GymRow> {
  const [row] = await db.insert(gyms).values(gym).returning();
  if (!row) throw new Error('The gym insert returned no row');
  return row;
}

/**
 * Stamps updated_at. Inside a transaction this also locks the gym row, so two uploads to one gym
 * count its images one after the other.
 */
export async function markUpdated(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(gyms).set({ updatedAt: now }).where(eq(gyms.id, id));
}

export async function findPublicById(db: Executor, id: string): Promise<GymRow | undefined> {
  const [row] = await db
    .select()
    .from(gyms)
    .where(and(eq(gyms.id, id), isPublic))
    .limit(1);
  return row;
}

export async function findPublicNewest(db: Executor, limit: number): Promise<GymRow[]> {
  return db.select().from(gyms).where(isPublic).orderBy(desc(gyms.createdAt), asc(gyms.id)).limit(limit);
}

/** City names compare without regard to case (the gyms_city_lower_idx index). */
export async function findPublicByCity(db: Executor, city: string, limit: number): Promise<GymRow[]> {
  return db
    .select()
    .from(gyms)
    .where(and(isPublic, sql`lower(${gyms.city}) = lower(${city})`))
    .orderBy(nameOrder, asc(gyms.id))
    .limit(limit);
}

export async function findPublicByText(db: Executor, search: string, limit: number): Promise<GymRow[]> {
  return db
    .select()
    .from(gyms)
    .where(and(isPublic, textMatches(search)))
    .orderBy(nameOrder, asc(gyms.id))
    .limit(limit);
}

/**
 * Gyms within a great-circle radius. earth_box is the GiST-indexable (gyms_earth_idx) pre-filter;
 * its box reaches past the circle at the corners, so earth_distance then cuts to the exact radius.
 */
export async function findPublicWithinRadius(db: Executor, filter: RadiusFilter): Promise<GymWithDistance[]> {
  return selectPublicWithinRadius(db, filter);
}

/** The query of findPublicWithinRadius, not yet run, so a test can EXPLAIN exactly what runs. */
export function selectPublicWithinRadius(db: Executor, filter: RadiusFilter) {
  const origin = sql`ll_to_earth(${filter.latitude}, ${filter.longitude})`;
  const position = sql`ll_to_earth(${gyms.latitude}, ${gyms.longitude})`;
  const distance = sql`earth_distance(${origin}, ${position})`;
  const conditions: (SQL | undefined)[] = [
    isPublic,
    sql`earth_box(${origin}, ${filter.radiusMeters}) @> ${position}`,
    sql`${distance} <= ${filter.radiusMeters}`,
    filter.search === undefined ? undefined : textMatches(filter.search),
    filter.minPricePaise === undefined ? undefined : gte(gyms.pricePerHourPaise, filter.minPricePaise),
    filter.maxPricePaise === undefined ? undefined : lte(gyms.pricePerHourPaise, filter.maxPricePaise),
    filter.minRating === undefined ? undefined : gte(gyms.averageRating, filter.minRating),
    filter.amenities?.length ? listsEveryAmenity(filter.amenities) : undefined,
  ];
  return db
    .select({ gym: gyms, distanceMeters: sql<number>`${distance}`.mapWith(Number) })
    .from(gyms)
    .where(and(...conditions))
    .orderBy(...radiusOrder(filter.sortBy, distance))
    .limit(filter.limit);
}

/** Image files of many gyms in one query, each gym's in display order. */
export async function findImageFilesByGymIds(db: Executor, gymIds: readonly string[]): Promise<GymImageFile[]> {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: gymImages.gymId,
      fileName: gymImages.fileName,
      width: gymImages.width,
      variantWidths: gymImages.variantWidths,
    })
    .from(gymImages)
    .where(inArray(gymImages.gymId, [...gymIds]))
    .orderBy(asc(gymImages.gymId), asc(gymImages.position), asc(gymImages.id));
}

/** Every order ends on distance, then id, so equal prices or ratings still come back in one order. */
function radiusOrder(sortBy: NearbySort, distance: SQL): SQL[] {
  const tail = [asc(distance), asc(gyms.id)];
  switch (sortBy) {
    case 'price_low':
      return [asc(gyms.pricePerHourPaise), ...tail];
    case 'price_high':
      return [desc(gyms.pricePerHourPaise), ...tail];
    case 'rating':
      return [desc(gyms.averageRating), desc(gyms.totalRatings), ...tail];
    case 'name':
      return [nameOrder, ...tail];
    case 'distance':
      return tail;
  }
}

/** Case-insensitive "contains" on name, city, address and description, with the text taken literally. */
function textMatches(search: string): SQL {
  const pattern = `%${escapeLikePattern(search)}%`;
  const columns = [gyms.name, gyms.city, gyms.address, gyms.description];
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** % and _ in what a person typed are characters to find, not wildcards. */
function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function listsEveryAmenity(lowerCaseNames: readonly string[]): SQL {
  const wanted = sql.join(
    lowerCaseNames.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`array(select lower(trim(listed)) from unnest(${gyms.amenities}) as listed) @> array[${wanted}]::text[]`;
}
