import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gymImages, type GymImageRow } from '../../db/schema/gyms.js';

export type NewGymImageRow = typeof gymImages.$inferInsert;

/** One gym's images in display order. */
export async function findByGymId(db: Executor, gymId: string): Promise<GymImageRow[]> {
  return db
    .select()
    .from(gymImages)
    .where(eq(gymImages.gymId, gymId))
    .orderBy(asc(gymImages.position), asc(gymImages.id));
}

export async function insertMany(db: Executor, images: NewGymImageRow[]): Promise<void> {
  if (images.length > 0) await db.insert(gymImages).values(images);
}

/** True when this call removed the row, so of two racing deletes only one removes the file. */
export async function deleteById(db: Executor, id: string): Promise<boolean> {
  const removed = await db.delete(gymImages).where(eq(gymImages.id, id)).returning({ id: gymImages.id });
  return removed.length > 0;
}
