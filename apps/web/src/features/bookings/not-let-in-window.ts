import type { Booking } from '@gymslot/shared/booking-schemas';
import { reportsCloseAfter } from '@gymslot/shared/not-let-in';

/**
 * Whether 'I wasn't let in' is offered on this booking at `now` (API contract §8.10): paid, not
 * checked in, not reported yet, from its check-in window's opening until 30 minutes after the slot
 * ends. The server decides; this only hides the button where it would be refused.
 */
export function canReportNotLetIn(booking: Booking, now: Date): boolean {
  if (!booking.isPaid || booking.isVerified || booking.notLetIn || !booking.checkInOpensAt || !booking.checkInClosesAt) return false;
  const time = now.getTime();
  return time >= Date.parse(booking.checkInOpensAt) && time < reportsCloseAfter(new Date(booking.checkInClosesAt)).getTime();
}
