import { describe, expect, it } from 'vitest';
import { indianFinancialYear } from './financial-year.js';
import { istDate } from './ist-time.js';

describe('Indian financial year', () => {
  it('starts on 1 April', () => {
    expect(indianFinancialYear('2027-03-31')).toBe('2026-27');
    expect(indianFinancialYear('2027-04-01')).toBe('2027-28');
    expect(indianFinancialYear('2026-12-31')).toBe('2026-27');
    expect(indianFinancialYear('2099-06-01')).toBe('2099-00');
  });

  it('is judged on the IST date: 31 March 19:00 UTC is already 1 April in India', () => {
    expect(indianFinancialYear(istDate(new Date('2027-03-31T18:29:59Z')))).toBe('2026-27');
    expect(indianFinancialYear(istDate(new Date('2027-03-31T18:30:00Z')))).toBe('2027-28');
  });
});
