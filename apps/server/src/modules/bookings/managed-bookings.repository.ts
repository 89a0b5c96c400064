import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';
import { selectViews, type BookingView } from './bookings.repository.js';

// What gym owners and admins read and change: paid bookings across gyms, and the check-in at the door.

/** Paid bookings ('confirmed', verified or not), newest first: every gym's, or one owner's current gyms'. */
export async function findPaidViews(db: Executor, filter: { ownerId?: string; limit: number }): Promise<BookingView[]> {
  return selectViews(db)
    .where(and(eq(bookings.status, 'confirmed'), filter.ownerId === undefined ? undefined : eq(gyms.ownerId, filter.ownerId)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(filter.limit);
}

export interface OpenOtpMatch {
  ownerId: string;
  otp: number;
  /** Narrows the match to this booking. */
  bookingId?: string;
}

/**
 * Paid and not yet verified, booked with this owner and at a gym they still own, with this code.
 * The owner's open codes are unique (bookings_owner_open_otp_unique), so at most one row matches.
 */
function openWithOtp(match: OpenOtpMatch) {
  return and(
    eq(bookings.gymOwnerId, match.ownerId),
    eq(bookings.otp, match.otp),
    eq(bookings.status, 'confirmed'),
    eq(bookings.isVerified, false),
    match.bookingId === undefined ? undefined : eq(bookings.id, match.bookingId),
  );
}

function atGymOwnedBy(db: Executor, ownerId: string) {
  return inArray(bookings.gymId, db.select({ id: gyms.id }).from(gyms).where(eq(gyms.ownerId, ownerId)));
}

/**
 * Marks the matching booking dated `date` verified and returns its id. One conditional UPDATE, so
 * of two submits of one code only the first gets a row back, and a cancellation holding the row
 * lock either finishes first (the booking is then no longer 'confirmed') or finds it verified.
 */
export async function markVerified(db: Executor, match: OpenOtpMatch, date: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ isVerified: true, verifiedAt: now, updatedAt: now })
    .where(and(openWithOtp(match), eq(bookings.date, date), atGymOwnedBy(db, match.ownerId)))
    .returning({ id: bookings.id });
  return row?.id;
}

/** The date of the matching open booking whatever its date, to tell "wrong day" from "wrong code". */
export async function findOpenDate(db: Executor, match: OpenOtpMatch): Promise<string | undefined> {
  const [row] = await db
    .select({ date: bookings.date })
    .from(bookings)
    .where(and(openWithOtp(match), atGymOwnedBy(db, match.ownerId)))
    .limit(1);
  return row?.date;
}
