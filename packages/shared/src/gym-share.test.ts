import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gymSharePaise } from './money.js';

describe('the gym\'s share after the platform fee (§8.7)', () => {
  it('rounds the share down to whole paise, so the fee is never below the percent', () => {
    expect(gymSharePaise(19_900, 10)).toBe(17_910);
    expect(gymSharePaise(19_999, 10)).toBe(17_999);
    expect(gymSharePaise(33_333, 12.5)).toBe(29_166);
    expect(gymSharePaise(10_001, 0)).toBe(10_001);
    expect(gymSharePaise(10_001, 100)).toBe(0);
  });

  it('keeps share plus fee equal to the amount, with the fee at least its percent and under one paisa more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, basisPoints) => {
        const share = gymSharePaise(amount, basisPoints / 100);
        const fee = amount - share;
        expect(Number.isInteger(share)).toBe(true);
        expect(fee * 10_000).toBeGreaterThanOrEqual(amount * basisPoints);
        expect(fee * 10_000 - amount * basisPoints).toBeLessThan(10_000);
      }),
    );
  });
});
