import { describe, expect, it } from 'vitest';
import { invoiceFileName, invoiceNumber } from './invoice-number.js';

describe('invoice numbers', () => {
  it('name the gym series, the kind, the financial year and the sequence within 16 characters', () => {
    expect(invoiceNumber(1, 'invoice', '2026-27', 42)).toBe('001/I2627/00042');
    expect(invoiceNumber(46, 'credit_note', '2099-00', 7)).toBe('01A/C9900/00007');
    expect(invoiceNumber(46_655, 'invoice', '2026-27', 99_999)).toHaveLength(15);
    expect(invoiceNumber(46_655, 'invoice', '2026-27', 99_999)).toMatch(/^[A-Z0-9/-]{1,16}$/);
  });

  it('become a file name without slashes', () => {
    expect(invoiceFileName('001/I2627/00042')).toBe('001-I2627-00042.pdf');
  });
});
