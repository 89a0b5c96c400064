import { describe, expect, it } from 'vitest';
import { calendarDateOf, localDateOf } from './local-calendar-date';

describe('local calendar dates', () => {
  it('turns YYYY-MM-DD into local midnight of that day and back, whatever the zone', () => {
    const date = localDateOf('2026-11-21');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 10, 21, 0]);
    expect(calendarDateOf(date)).toBe('2026-11-21');
  });

  it('round-trips month and year ends and a leap day', () => {
    for (const day of ['2026-12-31', '2027-01-01', '2028-02-29', '2026-03-01']) expect(calendarDateOf(localDateOf(day))).toBe(day);
  });

  it('reads the local day of a Date late in the evening', () => {
    expect(calendarDateOf(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});
