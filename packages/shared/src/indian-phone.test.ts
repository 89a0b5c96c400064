import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile } from './indian-phone.js';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-6123456789', '6123456789'],
    ['098765 43210', '9876543210'],
  ])('keeps the 10 digits of %s', (text, digits) => {
    expect(normalizeIndianMobile(text)).toBe(digits);
  });

  it.each(['call me', '', '12345', '5876543210', '020 2553 1234', '98765432101', '+1 987 654 3210', '9876543210 ext 2', '91 98765 43210x'])(
    'refuses %s',
    (text) => {
      expect(normalizeIndianMobile(text)).toBeNull();
    },
  );
});
