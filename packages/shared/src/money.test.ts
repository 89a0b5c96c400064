import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatPricePerHour, formatRupees, paiseToRupees, rupeesToPaise } from './money.js';

describe('rupees and paise', () => {
  it('converts awkward amounts to whole paise', () => {
    expect(rupeesToPaise(199.5)).toBe(19_950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1.005)).toBe(101); // 1.005 * 100 is 100.49999999999999
    expect(rupeesToPaise(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994
    expect(rupeesToPaise(19.99)).toBe(1_999);
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(-199.5)).toBe(-19_950);
    expect(Object.is(rupeesToPaise(-0.001), 0)).toBe(true);
    expect(rupeesToPaise(1e-7)).toBe(0);
    expect(rupeesToPaise(99_999_999_999.99)).toBe(9_999_999_999_999);
  });

  it('converts paise to rupees', () => {
    expect(paiseToRupees(19_950)).toBe(199.5);
    expect(paiseToRupees(19_900)).toBe(199);
    expect(paiseToRupees(1)).toBe(0.01);
  });

  it('round-trips every whole number of paise, up to very large amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 52), max: 2 ** 52 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
      { numRuns: 5000 },
    );
    for (const paise of [1, 5, 10, 29, 30, 57, 19_950, 2_147_483_647, 2 ** 52]) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });

  it('rounds amounts with more than two decimals like Intl does', () => {
    const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
    for (const rupees of [0.125, 0.135, 2.675, 999.995, 1.0049, 8.345]) {
      expect(paiseToRupees(rupeesToPaise(rupees))).toBe(Number(twoDecimals.format(rupees)));
    }
  });
});

describe('formatRupees', () => {
  it('shows whole rupees without decimals and paise with two', () => {
    expect(formatRupees(199)).toBe('₹199');
    expect(formatRupees(199.5)).toBe('₹199.50');
    expect(formatRupees(paiseToRupees(19_905))).toBe('₹199.05');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(199.999)).toBe('₹200');
  });

  it('groups digits the Indian way', () => {
    expect(formatRupees(1_000)).toBe('₹1,000');
    expect(formatRupees(125_000)).toBe('₹1,25,000');
    expect(formatRupees(12_34_567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(99_999_999_999.99)).toBe('₹99,99,99,99,999.99');
  });

  it('writes paise even when there are none, when asked (invoices)', () => {
    expect(formatRupees(249, { paise: 'always' })).toBe('₹249.00');
    expect(formatRupees(paiseToRupees(18_952_00), { paise: 'always' })).toBe('₹18,952.00');
    expect(formatRupees(paiseToRupees(593), { paise: 'always' })).toBe('₹5.93');
  });

  it('puts the sign before the rupee sign', () => {
    expect(formatRupees(-5)).toBe('-₹5');
    expect(formatRupees(-0.001)).toBe('₹0');
  });

  it('writes every amount as en-IN currency does, two decimals or none', () => {
    const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (paise) => {
        const rupees = paiseToRupees(paise);
        const digits = paise % 100 === 0 ? wholeRupees.format(rupees) : withPaise.format(rupees);
        expect(formatRupees(rupees)).toBe(`₹${digits}`);
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves Intl alone, whose en-IN data costs a phone about 20 ms to load', async () => {
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const fresh = await import('./money.js');
    expect(fresh.formatRupees(125_000.5)).toBe('₹1,25,000.50');
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
  });
});

describe('formatPricePerHour', () => {
  it('shows a price as rupees per hour', () => {
    expect(formatPricePerHour(199)).toBe('₹199 / hour');
    expect(formatPricePerHour(1250.5, 'hi')).toBe('₹1,250.50 / घंटा');
    expect(formatPricePerHour(149.5)).toBe('₹149.50 / hour');
    expect(formatPricePerHour(125_000)).toBe('₹1,25,000 / hour');
  });
});
