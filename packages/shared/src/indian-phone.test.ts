import { describe, expect, it } from 'vitest';
import { normalizeIndianPhone, tenDigitPhone } from './indian-phone.js';

describe('normalizeIndianPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['098765 43210', '09876543210'],
    ['020 2553 1234', '02025531234'],
    ['+91 80 4718 2290', '+918047182290'],
  ])('keeps %s as it is dialled', (text, dialled) => {
    expect(normalizeIndianPhone(text)).toBe(dialled);
  });

  it.each(['call me', '', '12345', '2025531234', '5876543210', '0012345678', '98765432101', '+1 987 654 3210', '9876543210 ext 2', '91 98765 43210x'])(
    'refuses %s',
    (text) => {
      expect(normalizeIndianPhone(text)).toBeNull();
    },
  );
});

describe('tenDigitPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91 (98765) 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['020 2553 123', '0202553123'],
  ])('reads %s as %s', (text, digits) => {
    expect(tenDigitPhone(text)).toBe(digits);
  });

  it.each(['', 'call me', '98765', '98765 432101', '+1 98765 43210', '0098765 43210', '98765 43210 ext 2', '+9198765432'])('refuses %s', (text) => {
    expect(tenDigitPhone(text)).toBeNull();
  });
});
