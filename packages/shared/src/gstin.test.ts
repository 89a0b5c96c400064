import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, normalizeGstin } from './gstin.js';

// 27AAPFU0939F1ZV is the sample GSTIN of the GST portal's own examples (Maharashtra); the others
// were made by changing one part of it and recomputing the check character where it says so.
describe('normalizeGstin', () => {
  it.each([
    ['27AAPFU0939F1ZV', '27AAPFU0939F1ZV'],
    ['27aapfu0939f1zv', '27AAPFU0939F1ZV'],
    ['  27AAPFU0939F1ZV ', '27AAPFU0939F1ZV'],
    ['29AAGCB7383J1Z4', '29AAGCB7383J1Z4'],
    ['97AAPFU0939F1ZO', '97AAPFU0939F1ZO'],
  ])('accepts %s as %s', (text, gstin) => {
    expect(normalizeGstin(text)).toBe(gstin);
  });

  it('computes the check character with the mod-36 rule', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('97AAPFU0939F1Z')).toBe('O');
  });

  it.each([
    ['', 'empty'],
    ['27AAPFU0939F1Z', 'too short'],
    ['27AAPFU0939F1ZVV', 'too long'],
    ['00AAPFU0939F1ZA', 'state 00'],
    ['39AAPFU0939F1ZT', 'state 39'],
    ['27AAPFU0939F1ZW', 'wrong check character'],
    ['27AAPFU0939F1ZX', 'wrong check character'],
    ['27AAPF10939F1ZV', 'PAN with a digit among its letters'],
    ['27AAPFU093AF1ZV', 'PAN with a letter among its digits'],
    ['27AAPFU0939F0ZV', 'entity code 0'],
    ['27AAPFU0939F1YV', 'no Z in the 14th place'],
    ['27AAPFU 0939F1ZV', 'a space inside'],
  ])('refuses %s (%s)', (text) => {
    expect(normalizeGstin(text)).toBeNull();
  });
});
