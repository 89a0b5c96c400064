import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bookings, type BookingRow } from '../../../db/schema/bookings.js';
import { gyms } from '../../../db/schema/gyms.js';
import { selectViews, type BookingView } from '../bookings.repository.js';

// What gym owners and admins read and change: paid bookings across gyms, and the check-in at the door.

/** Paid bookings ('confirmed', verified or not), newest first: every gym's, one owner's current gyms', or these gyms'. */
export async function findPaidViews(db: Executor, filter: { ownerId?: string; gymIds?: readonly string[]; limit: number }): Promise<BookingView[]> {
  return selectViews(db)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        filter.ownerId === undefined ? undefined : eq(gyms.ownerId, filter.ownerId),
        filter.gymIds === undefined ? undefined : inArray(bookings.gymId, [...filter.gymIds]),
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(filter.limit);
}

/**
 * Whose door a check-in is at: an owner's (their gyms now, booked with them), or (§8.12) front-desk
 * staff's gyms (booked with the gym's owner now, so a gym that changed hands keeps old codes out).
 */
export type DoorScope = { ownerId: string } | { gymIds: readonly string[] };

export type OtpMatch = DoorScope & {
  otp: number;
  /** Narrows the match to this booking. */
  bookingId?: string;
};

/** Slot starts whose check-in window is open: later than `startsAfter`, up to and including `startsBy`. */
export interface SlotStartRange {
  startsAfter: Date;
  startsBy: Date;
}

/** At the scope's door: booked with this owner at a gym they still own, or at a staffed gym booked with its owner now. */
function atDoor(db: Executor, scope: DoorScope) {
  if ('ownerId' in scope) {
    return and(eq(bookings.gymOwnerId, scope.ownerId), inArray(bookings.gymId, db.select({ id: gyms.id }).from(gyms).where(eq(gyms.ownerId, scope.ownerId))));
  }
  return inArray(
    bookings.gymId,
    db
      .select({ id: gyms.id })
      .from(gyms)
      .where(and(inArray(gyms.id, [...scope.gymIds]), eq(gyms.ownerId, bookings.gymOwnerId))),
  );
}

/** Paid, at the scope's door, with this code. */
function paidWithOtp(db: Executor, match: OtpMatch) {
  return and(
    atDoor(db, match),
    eq(bookings.otp, match.otp),
    eq(bookings.status, 'confirmed'),
    match.bookingId === undefined ? undefined : eq(bookings.id, match.bookingId),
  );
}

/**
 * Paid and not yet verified: an open booking. An owner's open codes are unique
 * (bookings_owner_open_otp_unique), so at most one row matches; staff of two owners' gyms may
 * match two, which the check-in refuses (booking-verification.service.ts).
 */
const openWithOtp = (db: Executor, match: OtpMatch) => and(paidWithOtp(db, match), eq(bookings.isVerified, false));

/**
 * Marks the matching open booking verified if its slot starts within `starts`, and returns its id
 * (every id, should a staff member's code match bookings of two owners: the caller then rolls back).
 * One conditional UPDATE, so of two submits of one code only the first gets a row back, a
 * cancellation holding the row lock either finishes first (the booking is then no longer
 * 'confirmed') or finds it verified, and no check-in outside the window can happen. `method` is
 * kept as §8.10's evidence: the OTP typed at the desk, or the door pass scanned.
 */
export async function markVerified(
  db: Executor,
  match: OtpMatch,
  starts: SlotStartRange,
  now: Date,
  method: NonNullable<BookingRow['checkInMethod']>,
): Promise<string[]> {
  const rows = await db
    .update(bookings)
    .set({ isVerified: true, verifiedAt: now, checkInMethod: method, updatedAt: now })
    .where(and(openWithOtp(db, match), gt(bookings.startsAt, starts.startsAfter), lte(bookings.startsAt, starts.startsBy)))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/** The matching open booking whatever its time, to tell "wrong time" from "wrong code". */
export async function findOpen(db: Executor, match: OtpMatch): Promise<{ date: string; startsAt: Date } | undefined> {
  const [row] = await db
    .select({ date: bookings.date, startsAt: bookings.startsAt })
    .from(bookings)
    .where(openWithOtp(db, match))
    .limit(1);
  return row;
}

/** The matching booking checked in most recently, if that was after `verifiedAfter`. */
export async function findLatestVerified(
  db: Executor,
  match: OtpMatch,
  verifiedAfter: Date,
): Promise<{ startsAt: Date; verifiedAt: Date } | undefined> {
  const [row] = await db
    .select({ startsAt: bookings.startsAt, verifiedAt: bookings.verifiedAt })
    .from(bookings)
    .where(and(paidWithOtp(db, match), eq(bookings.isVerified, true), gt(bookings.verifiedAt, verifiedAfter)))
    .orderBy(desc(bookings.verifiedAt))
    .limit(1);
  return row?.verifiedAt ? { startsAt: row.startsAt, verifiedAt: row.verifiedAt } : undefined;
}

/** The booking a door pass names, with the gym's owner now as well as when booked (a gym can change hands). */
export async function findPassHolder(
  db: Executor,
  bookingId: string,
): Promise<(Pick<BookingRow, 'gymId' | 'gymOwnerId' | 'status' | 'otp' | 'startsAt'> & { gymOwnerNow: string }) | undefined> {
  const [row] = await db
    .select({
      gymId: bookings.gymId,
      gymOwnerId: bookings.gymOwnerId,
      status: bookings.status,
      otp: bookings.otp,
      startsAt: bookings.startsAt,
      gymOwnerNow: gyms.ownerId,
    })
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}
