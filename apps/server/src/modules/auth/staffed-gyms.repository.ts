import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gymStaff } from '../../db/schema/gym-desk.js';

/** The gyms a gym_staff account staffs at the front desk (§8.12), for its session. */
export async function findGymIdsOfStaff(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ gymId: gymStaff.gymId }).from(gymStaff).where(eq(gymStaff.userId, userId));
  return rows.map((row) => row.gymId);
}
