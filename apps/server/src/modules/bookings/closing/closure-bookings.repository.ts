import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bookings } from '../../../db/schema/bookings.js';
import { gymClosures } from '../../../db/schema/gym-desk.js';
import { selectViews, type BookingView } from '../bookings.repository.js';

/**
 * A gym's bookings of one IST date whose slot has not started and that nobody checked in: paid,
 * held, or lapsed unpaid (a payment may still arrive for one). What closing hours of it can touch.
 */
export async function findOpenViewsOn(db: Executor, gymId: string, date: string, now: Date): Promise<BookingView[]> {
  return selectViews(db)
    .where(
      and(
        eq(bookings.gymId, gymId),
        eq(bookings.date, date),
        inArray(bookings.status, ['held', 'expired', 'confirmed']),
        eq(bookings.isVerified, false),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.createdAt), asc(bookings.id));
}

/** The closed hours of a gym's date, as a payment's decision checks them under the slot's lock. */
export async function findClosedHoursOn(db: Executor, gymId: string, date: string): Promise<{ startMinute: number; endMinute: number }[]> {
  return db
    .select({ startMinute: gymClosures.startMinute, endMinute: gymClosures.endMinute })
    .from(gymClosures)
    .where(and(eq(gymClosures.gymId, gymId), eq(gymClosures.date, date)));
}
