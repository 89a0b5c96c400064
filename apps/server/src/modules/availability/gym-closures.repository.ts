import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gymClosures, type GymClosureRow } from '../../db/schema/gym-desk.js';

export type NewGymClosureRow = typeof gymClosures.$inferInsert;

/** A gym's closed hours of one IST date. */
export async function findByGymIdAndDate(db: Executor, gymId: string, date: string): Promise<GymClosureRow[]> {
  return db
    .select()
    .from(gymClosures)
    .where(and(eq(gymClosures.gymId, gymId), eq(gymClosures.date, date)))
    .orderBy(asc(gymClosures.startMinute));
}

/** The gyms' closed hours from one date to another, both included, earliest first; one statement however many gyms. */
export async function findByGymIdsBetween(db: Executor, gymIds: readonly string[], from: string, to: string): Promise<GymClosureRow[]> {
  return db
    .select()
    .from(gymClosures)
    .where(and(sql`${gymClosures.gymId} = any(${sql.param([...gymIds])}::text[])`, gte(gymClosures.date, from), lte(gymClosures.date, to)))
    .orderBy(asc(gymClosures.date), asc(gymClosures.startMinute));
}

/** A gym's closed hours on or after a date, earliest first. */
export async function findByGymIdFrom(db: Executor, gymId: string, from: string): Promise<GymClosureRow[]> {
  return db
    .select()
    .from(gymClosures)
    .where(and(eq(gymClosures.gymId, gymId), gte(gymClosures.date, from)))
    .orderBy(asc(gymClosures.date), asc(gymClosures.startMinute), asc(gymClosures.createdAt));
}

export async function insert(db: Executor, row: NewGymClosureRow): Promise<GymClosureRow> {
  const [inserted] = await db.insert(gymClosures).values(row).returning();
  if (!inserted) throw new Error('The closure insert returned no row');
  return inserted;
}

/** Deletes one of a gym's closures; undefined when the gym has no such closure. */
export async function deleteByIdAndGymId(db: Executor, id: string, gymId: string): Promise<GymClosureRow | undefined> {
  const [deleted] = await db
    .delete(gymClosures)
    .where(and(eq(gymClosures.id, id), eq(gymClosures.gymId, gymId)))
    .returning();
  return deleted;
}
