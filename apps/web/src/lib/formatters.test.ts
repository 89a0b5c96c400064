import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDistanceKm, formatPricePerHour, formatRupees } from './formatters';

describe('formatPricePerHour', () => {
  it('shows rupees per hour with Indian digit grouping', () => {
    expect(formatPricePerHour(199)).toBe('₹199 / hour');
    expect(formatPricePerHour(149.5)).toBe('₹149.5 / hour');
    expect(formatPricePerHour(125000)).toBe('₹1,25,000 / hour');
  });
});

describe('formatRupees', () => {
  it('shows an amount with the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(199)).toBe('₹199');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });
});

describe('formatCalendarDate', () => {
  it('shows an API date as weekday, day, month and year', () => {
    expect(formatCalendarDate('2026-11-21')).toBe('Sat, 21 Nov 2026');
    expect(formatCalendarDate('2027-01-04')).toBe('Mon, 4 Jan 2027');
    expect(formatCalendarDate('2026-09-05')).toBe('Sat, 5 Sep 2026');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatCalendarDate('someday')).toBe('someday');
  });
});

describe('formatDistanceKm', () => {
  it('rounds to one decimal', () => {
    expect(formatDistanceKm(4.57)).toBe('4.6 km');
    expect(formatDistanceKm(12)).toBe('12 km');
  });
});
