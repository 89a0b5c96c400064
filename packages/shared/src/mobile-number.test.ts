import { describe, expect, it } from 'vitest';
import { indianMobileNumber, maskMobileNumber } from './mobile-number.js';

describe('indianMobileNumber', () => {
  it('reads a mobile number however people write it, as E.164', () => {
    for (const input of ['9876543210', '98765 43210', '98765-43210', '098765 43210', '919876543210', '+91 98765 43210', '+91-98765-43210', '(+91) 98765 43210']) {
      expect(indianMobileNumber(input), input).toBe('+919876543210');
    }
  });

  it('refuses landlines, other countries, short, long and made-up numbers', () => {
    for (const input of ['020 2553 1234', '5876543210', '+1 650 253 0000', '987654321', '98765432101', '9876543210123', '', 'call me', '98765 43210 ext 2', `9${'0'.repeat(40)}`]) {
      expect(indianMobileNumber(input), input).toBeNull();
    }
  });
});

describe('maskMobileNumber', () => {
  it('keeps the first two and last three digits', () => {
    expect(maskMobileNumber('+919876543210')).toBe('+91 98*** **210');
  });
});
