import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeekOf, daysBetween, isCalendarDate, istDate, istInstant, istMinuteOfDay, istTimestamp } from './ist-time.js';

describe('IST dates', () => {
  it('writes an instant as IST wall-clock time with its offset, across midnight too', () => {
    expect(istTimestamp(new Date('2030-05-11T01:40:00Z'))).toBe('2030-05-11T07:10:00+05:30');
    expect(istTimestamp(new Date('2026-11-20T19:00:05.900Z'))).toBe('2026-11-21T00:30:05+05:30');
    expect(Date.parse(istTimestamp(new Date('2026-11-20T19:00:05Z')))).toBe(Date.parse('2026-11-20T19:00:05Z'));
  });

  it('is already tomorrow in India while it is still yesterday in UTC', () => {
    const instant = new Date('2026-11-20T19:00:00Z'); // 00:30 on the 21st in IST
    expect(instant.toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(istDate(instant)).toBe('2026-11-21');
    expect(istMinuteOfDay(instant)).toBe(30);
  });

  it('turns at 18:30 UTC', () => {
    expect(istDate(new Date('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(istDate(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
  });

  it('checks calendar dates strictly', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('21-11-2026')).toBe(false);
    expect(isCalendarDate('2026-11-21T00:00')).toBe(false);
  });

  it('names weekdays Monday to Sunday', () => {
    expect(dayOfWeekOf('2026-11-21')).toBe('Saturday');
    expect(dayOfWeekOf('2026-11-22')).toBe('Sunday');
    expect(dayOfWeekOf('2026-11-23')).toBe('Monday');
  });

  it('adds and counts days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-21', '2026-12-21')).toBe(30);
  });

  it('places IST wall-clock times on the right instant', () => {
    expect(istInstant('2026-11-21', 9 * 60).toISOString()).toBe('2026-11-21T03:30:00.000Z');
    expect(istInstant('2026-11-21', 0).toISOString()).toBe('2026-11-20T18:30:00.000Z');
  });
});
