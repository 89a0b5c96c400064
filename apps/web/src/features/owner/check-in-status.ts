import type { DeskBooking as Booking } from '@gymslot/shared/booking-schemas';
import { checkInPhaseAt, type CheckInPhase } from '@gymslot/shared/check-in-window';
import { formatCalendarDate } from '../../lib/date-formatters';
import { istDate } from '@gymslot/shared/ist-time';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { ownerBookingsMessages } from './owner-messages';

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
  const t = ownerBookingsMessages.get();
  if (phase === 'open') return { phase, text: t.checkInOpenUntil({ time: istTimeOfDay(closesAt) }) };
  if (phase === 'closed') return { phase, text: t.slotEnded };
  const openingDay = istDate(opensAt);
  const time = istTimeOfDay(opensAt);
  if (openingDay === istDate(now)) return { phase, text: t.checkInOpensAt({ time }) };
  return { phase, text: t.checkInOpensAtOn({ time, date: formatCalendarDate(openingDay) }) };
}
