import { CANCELLATION_CUTOFF_HOURS, isBeforeCancellationCutoff } from '@gymslot/shared/booking-rules';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { slotStart } from '@gymslot/shared/slot-derivation';

/**
 * The last moment a paid booking may be cancelled (the cut-off before its IST start, as the server
 * refuses after it); null for a booking that is not paid, already checked in, or whose slot cannot be read.
 */
export function cancellationDeadlineOf(booking: Booking): Date | null {
  if (!booking.isPaid || booking.isVerified || booking.status !== 'confirmed') return null;
  const start = slotStart(booking.date, booking.timeSlot);
  return start === null ? null : new Date(start.getTime() - CANCELLATION_CUTOFF_HOURS * 60 * 60_000);
}

/** Whether 'Cancel' still works at `now`: a hold can always be let go; a paid booking until its deadline. */
export function canCancelAt(booking: Booking, now: Date): boolean {
  if (booking.isVerified) return false;
  if (booking.status === 'held') return true;
  const start = slotStart(booking.date, booking.timeSlot);
  return booking.status === 'confirmed' && start !== null && isBeforeCancellationCutoff(start, now);
}
