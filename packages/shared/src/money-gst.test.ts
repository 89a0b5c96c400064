import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGstInclusive } from './money.js';

describe('GST split of an amount paid', () => {
  it('splits the usual prices', () => {
    expect(splitGstInclusive(19_900)).toEqual({ taxablePaise: 18_952, cgstPaise: 474, sgstPaise: 474 });
    expect(splitGstInclusive(10_500)).toEqual({ taxablePaise: 10_000, cgstPaise: 250, sgstPaise: 250 });
    expect(splitGstInclusive(1)).toEqual({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 });
  });

  it('always adds up to the amount paid, with equal CGST and SGST at 2.5% of the taxable value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (paid) => {
        const { taxablePaise, cgstPaise, sgstPaise } = splitGstInclusive(paid);
        expect(taxablePaise + cgstPaise + sgstPaise).toBe(paid);
        expect(cgstPaise).toBe(sgstPaise);
        expect(Math.abs(cgstPaise - taxablePaise * 0.025)).toBeLessThan(0.55);
        expect(Number.isInteger(taxablePaise) && taxablePaise > 0).toBe(true);
      }),
    );
  });
});
