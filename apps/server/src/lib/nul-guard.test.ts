import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { containsNul } from './nul-guard.js';

function nestedArrays(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('containsNul', () => {
  it('finds U+0000 in keys and values at any reachable place', () => {
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul(nestedArrays(50))).toBe(false);
    expect(containsNul({ a: [1, true, null, 'ok'] })).toBe(false);
  });

  it('refuses a value too large or too deep to walk with a 4xx AppError, never a crash', () => {
    const cases = [
      Array.from({ length: 250_000 }, () => 0),
      nestedArrays(100_000),
      Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, i])),
    ];
    for (const value of cases) {
      let thrown: unknown;
      try {
        containsNul(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).statusCode).toBeGreaterThanOrEqual(400);
      expect((thrown as AppError).statusCode).toBeLessThan(500);
    }
  });
});
