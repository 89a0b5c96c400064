import { describe, expect, it } from 'vitest';
import { looksLikeDoorPass } from './door-pass-shape.js';

const pass = 'AWZQ8cKps-TV9qewEWZQ8cKps-TV9qfAAlxHyAB4mJ3Jx0d7mLvKyJ8X0u3CqQ';

describe('looksLikeDoorPass', () => {
  it('takes 62 base64url characters, with white space around them forgiven', () => {
    expect(looksLikeDoorPass(pass)).toBe(true);
    expect(looksLikeDoorPass(` ${pass}\n`)).toBe(true);
  });

  it.each([
    ['a UPI payment code', 'upi://pay?pa=irontemple@okaxis&pn=Iron%20Temple&cu=INR'],
    ['a web address', 'https://example.com/menu'],
    ['a Wi-Fi code', 'WIFI:T:WPA;S:IronTemple-Guest;P:squats4ever;;'],
    ['a pass cut short', pass.slice(0, 61)],
    ['a pass with more after it', `${pass}A`],
    ['62 characters outside base64url', `${pass.slice(0, 61)}+`],
    ['nothing', ''],
  ])('passes over %s', (_what, text) => {
    expect(looksLikeDoorPass(text)).toBe(false);
  });
});
