import type { BookingRow } from '../../../db/schema/bookings.js';

/** A hold still keeping its place at `now`: not paid, not ended, not run out. */
export function isLiveHold(booking: Pick<BookingRow, 'status' | 'holdExpiresAt'>, now: Date): boolean {
  return booking.status === 'held' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
}
