import type { Executor } from '../../db/client.js';
import { gymStaff } from '../../db/schema/gym-desk.js';
import type { GymRow } from '../../db/schema/gyms.js';

/** The demo's front-desk account staffs this owner's first gym, so the desk can be tried at once (§8.12). */
export const DEMO_STAFF_EMAIL = 'staff@example.com';
const DEMO_STAFF_EMPLOYER = 'owner@example.com';

/** Puts the demo staff account on the desk of the first gym (in seeding order) of its employer. */
export async function addDemoStaff(db: Executor, gyms: readonly GymRow[], idsByEmail: ReadonlyMap<string, string>, now: Date): Promise<void> {
  const staffId = idsByEmail.get(DEMO_STAFF_EMAIL);
  const employerId = idsByEmail.get(DEMO_STAFF_EMPLOYER);
  const gym = gyms.find((seeded) => seeded.ownerId === employerId);
  if (!staffId || !gym) throw new Error('The demo staff account or its gym is missing');
  await db.insert(gymStaff).values({ gymId: gym.id, userId: staffId, addedBy: employerId, createdAt: now });
}
