import { SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { slotStart } from '@gymslot/shared/slot-derivation';

export interface BookingSections {
  /** Held and paid bookings whose slot has not ended yet, the soonest first. */
  upcoming: Booking[];
  /** Checked-in visits not reviewed yet, which lead the Past section under 'Rate your visit', the most recent first. */
  toRate: Booking[];
  /** The other ended slots, and cancelled or refunded bookings, the most recent slot first. */
  past: Booking[];
}

/** A checked-in visit that may still be reviewed (the server says so) and has not been. */
export const awaitsReview = (booking: Booking) => booking.canReview === true && booking.reviewId === undefined;

/** The slot's start as epoch ms, an IST instant whatever the device's zone (the server stores only slots that parse). */
function startMs(booking: Booking): number {
  return slotStart(booking.date, booking.timeSlot)?.getTime() ?? 0;
}

/**
 * Splits My Bookings at `now`: a booking is upcoming until its slot ends (spec §9: slots are an hour).
 * `ratedHere` are visits that awaited a review while the screen was open: they stay under 'Rate your
 * visit' once reviewed, so the thanks show where the stars were given.
 */
export function splitBookingsByTime(bookings: readonly Booking[], now: number, ratedHere: ReadonlySet<string> = new Set()): BookingSections {
  const stillOn = (booking: Booking) =>
    (booking.status === 'held' || booking.status === 'confirmed') && startMs(booking) + SLOT_MINUTES * 60_000 > now;
  const ended = bookings.filter((booking) => !stillOn(booking)).sort((a, b) => startMs(b) - startMs(a));
  return {
    upcoming: bookings.filter(stillOn).sort((a, b) => startMs(a) - startMs(b)),
    toRate: ended.filter((booking) => awaitsReview(booking) || ratedHere.has(booking._id)),
    past: ended.filter((booking) => !awaitsReview(booking) && !ratedHere.has(booking._id)),
  };
}
