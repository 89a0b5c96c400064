import { describe, expect, it } from 'vitest';
import { between, parseDecimalText, queryNumber } from './query-numbers.js';

describe('parseDecimalText', () => {
  it.each([
    ['12', 12],
    [' -18.5 ', -18.5],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimalText(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '0x10', '1e3', 'Infinity', 'NaN', '1,5', '1.2.3', '--1'])('refuses %j', (text) => {
    expect(parseDecimalText(text)).toBeUndefined();
  });
});

describe('queryNumber', () => {
  const optional = queryNumber({ description: 'a number', invalid: 'bad', isAllowed: between(0, 10) });
  const required = queryNumber({ description: 'a number', invalid: 'bad', missing: 'needed', isAllowed: between(0, 10) });

  it('treats absent and blank as no value, or as missing when a value is required', () => {
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse('  ')).toBeUndefined();
    expect(required.safeParse(undefined).error?.issues[0]?.message).toBe('needed');
    expect(required.safeParse('').error?.issues[0]?.message).toBe('needed');
  });

  it('refuses text that is not a number, a number out of range and a repeated parameter', () => {
    for (const input of ['ten', '11', '-0.1', ['1', '2']]) {
      expect(optional.safeParse(input).error?.issues[0]?.message).toBe('bad');
    }
    expect(required.parse('10')).toBe(10);
  });
});
