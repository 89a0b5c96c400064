import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianNumber, groupIndianDigits } from './indian-number.js';

describe('Indian digit grouping', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndianDigits('999')).toBe('999');
    expect(groupIndianDigits('1000')).toBe('1,000');
    expect(groupIndianDigits('1234567')).toBe('12,34,567');
  });

  // Numbers with more decimals than are shown, negative ones and large ones.
  const numbers = fc
    .tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 6 }))
    .map(([digits, decimals]) => digits / 10 ** decimals);

  it('writes numbers exactly as Intl en-IN does', () => {
    const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
    const twoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    fc.assert(
      fc.property(numbers, (value) => {
        expect(formatIndianNumber(value, 1)).toBe(oneDecimal.format(value));
        expect(formatIndianNumber(value, 2)).toBe(twoDecimals.format(value));
      }),
      { numRuns: 5000 },
    );
    for (const halfway of [0.15, 4.55, 9.95, 1.005, 2.675, 999.995]) {
      expect(formatIndianNumber(halfway, 1)).toBe(oneDecimal.format(halfway));
      expect(formatIndianNumber(halfway, 2)).toBe(twoDecimals.format(halfway));
    }
  });
});
