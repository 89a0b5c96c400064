import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gymStaff, type GymStaffRow } from '../../db/schema/gym-desk.js';
import { gyms } from '../../db/schema/gyms.js';
import { users } from '../../db/schema/users.js';

// §8.12: who staffs which gym's front desk.

export interface StaffRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

/** Adds the person to the gym's staff; adding them twice changes nothing. */
export async function insert(db: Executor, row: Pick<GymStaffRow, 'gymId' | 'userId' | 'addedBy' | 'createdAt'>): Promise<void> {
  await db.insert(gymStaff).values(row).onConflictDoNothing();
}

/** Whether a row was removed. */
export async function remove(db: Executor, gymId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(gymStaff)
    .where(and(eq(gymStaff.gymId, gymId), eq(gymStaff.userId, userId)))
    .returning({ userId: gymStaff.userId });
  return rows.length > 0;
}

export async function countGymsOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(gymStaff).where(eq(gymStaff.userId, userId));
  return row?.count ?? 0;
}

/** The gym's staff, in the order they were added. */
export async function findStaffOfGym(db: Executor, gymId: string): Promise<StaffRow[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(gymStaff)
    .innerJoin(users, eq(users.id, gymStaff.userId))
    .where(eq(gymStaff.gymId, gymId))
    .orderBy(asc(gymStaff.createdAt), asc(users.id));
}

/** Each person's staffed gyms, limited to one owner's gyms when `ownerId` is given. */
export async function findGymIdsOfStaff(db: Executor, userIds: readonly string[], ownerId?: string): Promise<{ userId: string; gymId: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: gymStaff.userId, gymId: gymStaff.gymId })
    .from(gymStaff)
    .innerJoin(gyms, eq(gyms.id, gymStaff.gymId))
    .where(and(inArray(gymStaff.userId, [...userIds]), ownerId === undefined ? undefined : eq(gyms.ownerId, ownerId)))
    .orderBy(asc(gymStaff.createdAt), asc(gymStaff.gymId));
}
