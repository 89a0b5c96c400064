// When a paid booking can be checked in at the door (API contract §8.1): from an hour before its
// slot starts until the slot ends. Free of zod, so the web bundle can import it as values.

import { SLOT_MINUTES } from './booking-rules.js';

export const CHECK_IN_OPENS_MINUTES_BEFORE = 60;
const MS_PER_MINUTE = 60_000;

export interface CheckInWindow {
  /** The first instant a check-in is taken. */
  opensAt: Date;
  /** The slot's end: from this instant on, no check-in is taken. */
  closesAt: Date;
}

export type CheckInPhase = 'not_open_yet' | 'open' | 'closed';

export function checkInWindowOf(slotStartsAt: Date): CheckInWindow {
  const start = slotStartsAt.getTime();
  return {
    opensAt: new Date(start - CHECK_IN_OPENS_MINUTES_BEFORE * MS_PER_MINUTE),
    closesAt: new Date(start + SLOT_MINUTES * MS_PER_MINUTE),
  };
}

export function checkInPhaseAt(window: CheckInWindow, now: Date): CheckInPhase {
  if (now.getTime() < window.opensAt.getTime()) return 'not_open_yet';
  return now.getTime() < window.closesAt.getTime() ? 'open' : 'closed';
}

/** The slot starts whose check-in window is open at `now`: later than `startsAfter`, up to and including `startsBy`. */
export function slotStartsOpenForCheckInAt(now: Date): { startsAfter: Date; startsBy: Date } {
  return {
    startsAfter: new Date(now.getTime() - SLOT_MINUTES * MS_PER_MINUTE),
    startsBy: new Date(now.getTime() + CHECK_IN_OPENS_MINUTES_BEFORE * MS_PER_MINUTE),
  };
}
