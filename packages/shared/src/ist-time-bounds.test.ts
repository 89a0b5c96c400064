import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, daysBetween, istDate } from './ist-time.js';

// Issue 26: the day after 9999-12-31 came out as '+010000-01-01', which sorts before '9999-12-31'
// as text, so a loop `date <= to; date = addDays(date, 1)` never ended and hung the server.

const anyDate = fc
  .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((instant) => instant.toISOString().slice(0, 10));

describe('the date helpers stay within four-digit years', () => {
  it('refuses to step past 9999-12-31 or before 0000-01-01 rather than write a year of another length', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => istDate(new Date('9999-12-31T20:00:00Z'))).toThrow(RangeError);
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
  });

  it('never gives anything but a YYYY-MM-DD date, for any date and step', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -4_000_000, max: 4_000_000 }), (date, days) => {
        let next: string;
        try {
          next = addDays(date, days);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          return;
        }
        expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(daysBetween(date, next)).toBe(days);
      }),
    );
  });
});

describe('datesBetween', () => {
  it('lists every date of a range once, both ends included, and ends at the last one there is', () => {
    expect(datesBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(datesBetween('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
    expect(datesBetween('2030-06-10', '2030-06-09')).toEqual([]);
  });

  it('counts the days of any range of up to a year, whatever the years', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 365 }), (from, span) => {
        const to = addDays(from, Math.min(span, daysBetween(from, '9999-12-31')));
        const dates = datesBetween(from, to);
        expect(dates).toHaveLength(daysBetween(from, to) + 1);
        expect(dates[0]).toBe(from);
        expect(dates.at(-1)).toBe(to);
      }),
    );
  });

  it('refuses what is not a date instead of looping on it', () => {
    expect(() => datesBetween('9999-12-31', '+010000-01-01')).toThrow(RangeError);
    expect(() => datesBetween('tomorrow', '2030-06-10')).toThrow(RangeError);
  });
});
