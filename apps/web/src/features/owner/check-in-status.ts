import type { Booking } from '@gymslot/shared/booking-schemas';
import { checkInPhaseAt, type CheckInPhase } from '@gymslot/shared/check-in-window';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { istDate } from '@gymslot/shared/ist-time';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';

export interface CheckInStatus {
  phase: CheckInPhase;
  text: string;
}

/**
 * When an unverified booking can be checked in, as of `now` (API contract §8.1); undefined when the
 * server sent no window (a server without one takes the code at any time).
 */
export function checkInStatusOf(booking: Booking, now: Date): CheckInStatus | undefined {
  if (booking.checkInOpensAt === undefined || booking.checkInClosesAt === undefined) return undefined;
  const opensAt = new Date(booking.checkInOpensAt);
  const closesAt = new Date(booking.checkInClosesAt);
  const phase = checkInPhaseAt({ opensAt, closesAt }, now);
  if (phase === 'open') return { phase, text: `Check-in open until ${istTimeOfDay(closesAt)}` };
  if (phase === 'closed') return { phase, text: 'Slot ended' };
  const openingDay = istDate(opensAt);
  const onDay = openingDay === istDate(now) ? '' : ` on ${formatCalendarDate(openingDay)}`;
  return { phase, text: `Check-in opens at ${istTimeOfDay(opensAt)}${onDay}` };
}
