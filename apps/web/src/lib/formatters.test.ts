import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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

describe('Indian digit grouping', () => {
  // Rupees with paise, kilometres with metres, and numbers with more decimals than either shows.
  const amounts = fc
    .tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 6 }))
    .map(([digits, decimals]) => digits / 10 ** decimals);

  it('writes numbers exactly as Intl en-IN does', () => {
    const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    const kilometres = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatRupees(value)).toBe(`₹${rupees.format(value)}`);
        expect(formatDistanceKm(value)).toBe(`${kilometres.format(value)} km`);
      }),
      { numRuns: 5000 },
    );
    for (const halfway of [0.15, 4.55, 9.95, 1.005, 2.675, 999.995]) {
      expect(formatRupees(halfway)).toBe(`₹${rupees.format(halfway)}`);
      expect(formatDistanceKm(halfway)).toBe(`${kilometres.format(halfway)} km`);
    }
  });

  it('leaves Intl alone, whose en-IN data costs a phone about 20 ms to load', async () => {
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const fresh = await import('./formatters');
    expect(fresh.formatPricePerHour(125000)).toBe('₹1,25,000 / hour');
    expect(fresh.formatDistanceKm(4.57)).toBe('4.6 km');
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
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
