import { describe, expect, it } from 'vitest';
import { preferredCoding } from './accept-encoding.js';

describe('preferredCoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate, zstd', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP , BR', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['*;q=0', undefined],
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc', undefined],
    ['gzip;q=1.000, br;q=0.999', 'gzip'],
    [',,;q=1, br', 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});
