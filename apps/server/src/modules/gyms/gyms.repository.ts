import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gymImages, gyms, type GymRow } from '../../db/schema/gyms.js';
import type { GymImageFile } from '../catalogue/public-gym-view.js';

// "Public" is one predicate, written the same way everywhere, so the partial index
// gyms_public_created_idx (is_active and is_approved) matches it.
const isPublic = sql`${gyms.isActive} and ${gyms.isApproved}`;

const imageFileColumns = {
  gymId: gymImages.gymId,
  fileName: gymImages.fileName,
  width: gymImages.width,
  variantWidths: gymImages.variantWidths,
};

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

export type GymColumns = Partial<typeof gyms.$inferInsert>;

/** Writes the given columns of one gym in one UPDATE, which the catalogue's triggers log as a change. */
export async function update(db: Executor, id: string, changes: GymColumns): Promise<void> {
  await db.update(gyms).set(changes).where(eq(gyms.id, id));
}

/**
 * Each spelling of one city that gyms are stored with ('Pune', 'pune'), with how many gyms write it;
 * the city is matched without regard to case or spaces. `exceptGymId` leaves out the gym being edited.
 */
export async function findCitySpellings(db: Executor, cityKey: string, exceptGymId?: string): Promise<{ city: string; gyms: number }[]> {
  const sameCity = sql`lower(regexp_replace(${gyms.city}, '\\s', '', 'g')) = ${cityKey}`;
  return db
    .select({ city: gyms.city, gyms: sql<number>`count(*)::int` })
    .from(gyms)
    .where(exceptGymId === undefined ? sameCity : and(sameCity, sql`${gyms.id} <> ${exceptGymId}`))
    .groupBy(gyms.city);
}

export async function findPublicById(db: Executor, id: string): Promise<GymRow | undefined> {
  const [row] = await db
    .select()
    .from(gyms)
    .where(and(eq(gyms.id, id), isPublic))
    .limit(1);
  return row;
}

/** Image files of many gyms in one query, each gym's in display order. */
export async function findImageFilesByGymIds(db: Executor, gymIds: readonly string[]): Promise<GymImageFile[]> {
  if (gymIds.length === 0) return [];
  return db
    .select(imageFileColumns)
    .from(gymImages)
    .where(inArray(gymImages.gymId, [...gymIds]))
    .orderBy(asc(gymImages.gymId), asc(gymImages.position), asc(gymImages.id));
}
