import { addDays, dayOfWeekOf, istDate } from '@gymslot/shared/ist-time';
import { slotStart } from '@gymslot/shared/slot-derivation';
import { formatTimeOfDay } from '@gymslot/shared/time-of-day';
import type { Executor } from '../../db/client.js';
import { bookings, type NewBookingRow } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { users } from '../../db/schema/users.js';
import { newId } from '../../lib/ids.js';

/** How many past weeks of visits the busiest demo gyms get: enough for their 'Usually busy' chart. */
const DEMO_BUSY_WEEKS = 4;
const INSERT_BATCH = 1000;
/** Password-less regulars the visits are of: one for every place of the biggest demo gym (40). */
export const DEMO_REGULAR_COUNT = 40;

/** The share of the capacity that usually comes, by IST start hour: weekday rush hours, lazier weekends. */
const weekdayCrowd: Record<number, number> = { 6: 0.4, 7: 0.8, 8: 0.5, 12: 0.1, 17: 0.3, 18: 0.6, 19: 0.9, 20: 0.4 };
const weekendCrowd: Record<number, number> = { 8: 0.3, 9: 0.6, 10: 0.5, 18: 0.3 };

/**
 * Checked-in visits of the last DEMO_BUSY_WEEKS weeks in the first demo gym of every city, by
 * the crowd above (a little fewer every other week), so their gym pages show how busy they
 * usually are. The visitors are password-less regulars nobody can log in as. Deterministic.
 */
export async function addDemoBusyHours(db: Executor, gyms: readonly GymRow[], now: Date): Promise<void> {
  const busiest = gyms.filter((gym, index) => gyms[index - 1]?.city !== gym.city);
  const regulars = await db
    .insert(users)
    .values(
      Array.from({ length: DEMO_REGULAR_COUNT }, (_, index) => ({
        id: newId(),
        name: `Regular ${index + 1}`,
        email: `regular${index + 1}@example.com`,
        role: 'user' as const,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id });
  const today = istDate(now);
  const rows: NewBookingRow[] = [];
  for (const gym of busiest) {
    for (let day = 1; day <= 7 * DEMO_BUSY_WEEKS; day += 1) {
      const date = addDays(today, -day);
      const weekend = ['Saturday', 'Sunday'].includes(dayOfWeekOf(date));
      const thinner = Math.floor(day / 7) % 2 === 1 ? 0.8 : 1;
      for (const [hour, share] of Object.entries(weekend ? weekendCrowd : weekdayCrowd)) {
        const timeSlot = formatTimeOfDay(Number(hour) * 60);
        const startsAt = slotStart(date, timeSlot);
        if (!startsAt) throw new Error(`Demo slot ${timeSlot} does not parse`);
        const people = Math.round(gym.capacity * share * thinner);
        for (const regular of regulars.slice(0, people)) {
          const id = newId();
          const paidAt = new Date(startsAt.getTime() - 86_400_000);
          rows.push({
            id,
            userId: regular.id,
            gymId: gym.id,
            gymOwnerId: gym.ownerId,
            date,
            timeSlot,
            startsAt,
            amountPaise: gym.pricePerHourPaise,
            status: 'confirmed',
            paymentId: `pay_demo_${id}`,
            otp: 100_000 + (rows.length % 900_000),
            isVerified: true,
            verifiedAt: new Date(startsAt.getTime() + 5 * 60_000),
            paidAt,
            seeded: true,
            createdAt: paidAt,
            updatedAt: startsAt,
          });
        }
      }
    }
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH) await db.insert(bookings).values(rows.slice(start, start + INSERT_BATCH));
}
