import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';

export type GymSellingFields = Pick<GymRow, 'placesPerSlot' | 'bookingWindowDays' | 'minNoticeMinutes'>;

/** Sets how GymSlot sells a gym (§8.12); undefined when the gym is gone. */
export async function updateSelling(db: Executor, gymId: string, fields: GymSellingFields, now: Date): Promise<GymRow | undefined> {
  const [row] = await db
    .update(gyms)
    .set({ ...fields, updatedAt: now })
    .where(eq(gyms.id, gymId))
    .returning();
  return row;
}
