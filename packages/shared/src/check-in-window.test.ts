import { describe, expect, it } from 'vitest';
import { CANCELLATION_CUTOFF_HOURS } from './booking-rules.js';
import { CHECK_IN_OPENS_MINUTES_BEFORE, checkInPhaseAt, checkInWindowOf, slotStartsOpenForCheckInAt } from './check-in-window.js';

const MINUTE = 60_000;
const slotStart = new Date('2026-11-21T13:30:00Z'); // 07:00 PM IST
const at = (minutesFromStart: number) => new Date(slotStart.getTime() + minutesFromStart * MINUTE);

describe('the check-in window', () => {
  it('opens an hour before the slot and closes when the one-hour slot ends', () => {
    expect(checkInWindowOf(slotStart)).toEqual({ opensAt: at(-60), closesAt: at(60) });
  });

  it('takes the first instant and refuses the end', () => {
    const window = checkInWindowOf(slotStart);
    expect(checkInPhaseAt(window, at(-61))).toBe('not_open_yet');
    expect(checkInPhaseAt(window, at(-60))).toBe('open');
    expect(checkInPhaseAt(window, at(59))).toBe('open');
    expect(checkInPhaseAt(window, at(60))).toBe('closed');
  });

  it('names the slot starts whose window is open, agreeing with the phase', () => {
    const now = slotStart;
    const { startsAfter, startsBy } = slotStartsOpenForCheckInAt(now);
    for (const minutes of [-90, -61, -60, -30, 0, 59, 60, 61, 120]) {
      const start = at(minutes);
      const inRange = start > startsAfter && start <= startsBy;
      expect(inRange, `slot starting ${minutes} min from now`).toBe(checkInPhaseAt(checkInWindowOf(start), now) === 'open');
    }
  });

  it('opens only after cancelling has closed, so a check-in never takes a cancellation away', () => {
    expect(CHECK_IN_OPENS_MINUTES_BEFORE).toBeLessThan(CANCELLATION_CUTOFF_HOURS * 60);
  });
});
