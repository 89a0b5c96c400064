import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';

export interface GymBookingCounts {
  gymId: string;
  totalBookings: number;
  verifiedBookings: number;
  pendingBookings: number;
  revenuePaise: number;
}

/**
 * Booking figures of many gyms in one query. Only 'confirmed' bookings count: they are paid and
 * neither cancelled nor refunded. A gym with no such booking has no entry.
 */
export async function findByGymIds(db: Executor, gymIds: readonly string[]): Promise<GymBookingCounts[]> {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: bookings.gymId,
      totalBookings: sql<number>`count(*)::int`.mapWith(Number),
      verifiedBookings: sql<number>`count(*) filter (where ${bookings.isVerified})::int`.mapWith(Number),
      pendingBookings: sql<number>`count(*) filter (where not ${bookings.isVerified})::int`.mapWith(Number),
      revenuePaise: sql<number>`coalesce(sum(${bookings.amountPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(bookings)
    .where(and(inArray(bookings.gymId, [...gymIds]), eq(bookings.status, 'confirmed')))
    .groupBy(bookings.gymId);
}
