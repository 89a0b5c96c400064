import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from './formatters';

describe('formatDistanceKm', () => {
  it('rounds to one decimal', () => {
    expect(formatDistanceKm(4.57)).toBe('4.6 km');
    expect(formatDistanceKm(12)).toBe('12 km');
    expect(formatDistanceKm(1234.56)).toBe('1,234.6 km');
  });

  it('writes kilometres exactly as Intl en-IN does', () => {
    const kilometres = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
    const distances = fc
      .tuple(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 4 }))
      .map(([digits, decimals]) => digits / 10 ** decimals);
    fc.assert(
      fc.property(distances, (value) => {
        expect(formatDistanceKm(value)).toBe(`${kilometres.format(value)} km`);
      }),
      { numRuns: 1000 },
    );
  });
});
