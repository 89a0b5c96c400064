import { describe, expect, it } from 'vitest';
import { dateAfterKey, dayLabel, monthTitle, monthWeeks, shiftMonth } from './calendar-month';

describe('monthWeeks', () => {
  it('lays a month out in weeks that start on Monday', () => {
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday: the last column of the first week.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter((date) => date !== null)).toHaveLength(30);
  });

  it('handles a leap February that starts on a Monday', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(monthWeeks('2028-02').flat().filter((date) => date !== null)).toHaveLength(29);
  });
});

describe('month and day names', () => {
  it('shifts across years and names months and days in full', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(dayLabel('2026-11-21')).toBe('Saturday, 21 November 2026');
  });
});

describe('dateAfterKey', () => {
  it('moves by day, week, week edge and month', () => {
    expect(dateAfterKey('2026-11-21', 'ArrowRight')).toBe('2026-11-22');
    expect(dateAfterKey('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(dateAfterKey('2026-11-21', 'ArrowDown')).toBe('2026-11-28');
    expect(dateAfterKey('2026-11-21', 'ArrowUp')).toBe('2026-11-14');
    expect(dateAfterKey('2026-11-21', 'Home')).toBe('2026-11-16');
    expect(dateAfterKey('2026-11-21', 'End')).toBe('2026-11-22');
    expect(dateAfterKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dateAfterKey('2026-11-21', 'PageUp')).toBe('2026-10-21');
    expect(dateAfterKey('2026-11-21', 'Enter')).toBeNull();
  });
});
