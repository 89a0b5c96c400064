import { checkInPhaseAt, checkInWindowOf, type CheckInWindow } from '@gymslot/shared/check-in-window';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { istDate } from '@gymslot/shared/ist-time';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { AppError } from '../../../lib/errors.js';

/** What the customer showed at the door: the code (B7) or the signed pass (§8.5). */
export type CheckInProof = 'OTP' | 'pass';

/** One of the caller's own paid bookings with the code that was typed. */
export type CodeHolder =
  | { kind: 'open'; date: string; startsAt: Date }
  | { kind: 'checked_in'; startsAt: Date; verifiedAt: Date };

/** How far `now` lies outside the window; 0 inside it. */
function distanceFrom(window: CheckInWindow, now: Date): number {
  return Math.max(0, window.opensAt.getTime() - now.getTime(), now.getTime() - window.closesAt.getTime());
}

/**
 * Codes are unique only among open bookings, so a code can also name a booking checked in earlier.
 * The customer at the desk most plausibly holds the one whose check-in window is nearest to now.
 */
export function nearestHolder(holders: CodeHolder[], now: Date): CodeHolder | undefined {
  const distance = (holder: CodeHolder) => distanceFrom(checkInWindowOf(holder.startsAt), now);
  return holders.reduce<CodeHolder | undefined>((best, holder) => (best && distance(best) <= distance(holder) ? best : holder), undefined);
}

/**
 * Why the holder's booking is not checked in now (API contract §8.1). Undefined for an open
 * booking inside its window: the check-in UPDATE would have taken it, unless it was paid after that
 * statement ran, so when the code was tried it matched nothing.
 */
export function refusalFor(holder: CodeHolder, now: Date, shown: CheckInProof = 'OTP'): AppError | undefined {
  if (holder.kind === 'checked_in') {
    return new AppError('conflict', { code: 'alreadyCheckedInAt', params: { time: istTimeOfDay(holder.verifiedAt) } });
  }
  const window = checkInWindowOf(holder.startsAt);
  const phase = checkInPhaseAt(window, now);
  if (phase === 'closed') return new AppError('conflict', { code: 'slotEnded' });
  if (phase === 'open') return undefined;
  // Later today, the time it opens is the answer; on a later day, the date is.
  if (istDate(window.opensAt) === istDate(now)) {
    return new AppError('conflict', { code: 'checkInOpensAt', params: { time: istTimeOfDay(window.opensAt) } });
  }
  const date = formatCalendarDate(holder.date);
  return new AppError('invalid_data', shown === 'OTP' ? { code: 'otpNotToday', params: { date } } : { code: 'passNotToday', params: { date } });
}
