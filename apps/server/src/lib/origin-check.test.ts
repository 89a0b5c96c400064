import { describe, expect, it } from 'vitest';
import { isCrossSite, isStateChanging } from './origin-check.js';

const own = 'https://gymslot.example';

describe('isCrossSite', () => {
  it('compares the Origin exactly', () => {
    expect(isCrossSite({ origin: own }, own)).toBe(false);
    expect(isCrossSite({ origin: 'https://gymslot.example.evil.com' }, own)).toBe(true);
    expect(isCrossSite({ origin: 'http://gymslot.example' }, own)).toBe(true);
  });

  it('uses the Referer only when there is no Origin', () => {
    expect(isCrossSite({ referer: `${own}/login?next=/` }, own)).toBe(false);
    expect(isCrossSite({ referer: 'https://evil.example/' }, own)).toBe(true);
    expect(isCrossSite({ referer: 'not a url' }, own)).toBe(true);
    expect(isCrossSite({ origin: 'https://evil.example', referer: `${own}/` }, own)).toBe(true);
  });

  it('passes requests with neither header', () => {
    expect(isCrossSite({}, own)).toBe(false);
  });
});

describe('isStateChanging', () => {
  it('covers the writing methods only', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'post'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });
});
