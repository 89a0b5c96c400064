import { SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { slotStart } from '@gymslot/shared/slot-derivation';

export interface BookingSections {
  /** Held and paid bookings whose slot has not ended yet, the soonest first. */
  upcoming: Booking[];
  /** Ended slots, and cancelled or refunded bookings, the most recent slot first. */
  past: Booking[];
}

/** The slot's start as epoch ms, an IST instant whatever the device's zone (the server stores only slots that parse). */
function startMs(booking: Booking): number {
  return slotStart(booking.date, booking.timeSlot)?.getTime() ?? 0;
}

/** Splits My Bookings at `now`: a booking is upcoming until its slot ends (spec §9: slots are an hour). */
export function splitBookingsByTime(bookings: readonly Booking[], now: number): BookingSections {
  const stillOn = (booking: Booking) =>
    (booking.status === 'held' || booking.status === 'confirmed') && startMs(booking) + SLOT_MINUTES * 60_000 > now;
  return {
    upcoming: bookings.filter(stillOn).sort((a, b) => startMs(a) - startMs(b)),
    past: bookings.filter((booking) => !stillOn(booking)).sort((a, b) => startMs(b) - startMs(a)),
  };
}
