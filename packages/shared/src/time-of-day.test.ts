import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, fromTwentyFourHour, istTimeOfDay, normalizeTimeOfDay, parseTimeOfDay } from './time-of-day.js';

describe('12-hour times', () => {
  it('reads the canonical and lenient spellings', () => {
    expect(parseTimeOfDay('09:00 AM')).toBe(540);
    expect(parseTimeOfDay('9:00 am')).toBe(540);
    expect(parseTimeOfDay('  05:30 pm ')).toBe(17 * 60 + 30);
    expect(parseTimeOfDay('12:00 AM')).toBe(0);
    expect(parseTimeOfDay('12:00 PM')).toBe(720);
  });

  it('refuses what is not a time', () => {
    for (const text of ['13:00 PM', '00:30 AM', '9 AM', '09:60 AM', '09:00', 'noon', '']) {
      expect(parseTimeOfDay(text)).toBeNull();
    }
  });

  it('writes hh:mm AM', () => {
    expect(formatTimeOfDay(0)).toBe('12:00 AM');
    expect(formatTimeOfDay(540)).toBe('09:00 AM');
    expect(formatTimeOfDay(720)).toBe('12:00 PM');
    expect(formatTimeOfDay(23 * 60)).toBe('11:00 PM');
    expect(normalizeTimeOfDay('7:05 pm')).toBe('07:05 PM');
  });

  it('writes the IST wall-clock time of an instant, whatever the machine zone', () => {
    expect(istTimeOfDay(new Date('2026-11-21T13:42:00Z'))).toBe('07:12 PM');
    expect(istTimeOfDay(new Date('2026-11-20T18:30:00Z'))).toBe('12:00 AM');
  });

  it('converts 24-hour input', () => {
    expect(fromTwentyFourHour('09:00')).toBe('09:00 AM');
    expect(fromTwentyFourHour('17:00')).toBe('05:00 PM');
    expect(fromTwentyFourHour('24:00')).toBeNull();
  });
});
