import { isBeforeCancellationCutoff } from '@gymslot/shared/booking-rules';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { slotStart } from '@gymslot/shared/slot-derivation';

/**
 * §8.4a: a paid booking not yet checked in can move until the cancellation cut-off before its
 * start. The server decides; this only says when to offer it.
 */
export function canReschedule(booking: Booking, now: Date): boolean {
  const start = slotStart(booking.date, booking.timeSlot);
  return booking.status === 'confirmed' && !booking.isVerified && start !== null && isBeforeCancellationCutoff(start, now);
}
