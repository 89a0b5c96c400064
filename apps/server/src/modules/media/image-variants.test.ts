import { describe, expect, it } from 'vitest';
import { variantFileName, variantWidthsFor } from './image-variants.js';

describe('variantWidthsFor', () => {
  it('keeps only widths narrower than the stored file', () => {
    expect(variantWidthsFor(1600)).toEqual([400, 800]);
    expect(variantWidthsFor(801)).toEqual([400, 800]);
    expect(variantWidthsFor(800)).toEqual([400]);
    expect(variantWidthsFor(400)).toEqual([]);
    expect(variantWidthsFor(30)).toEqual([]);
  });
});

describe('variantFileName', () => {
  it('puts the width before the extension', () => {
    expect(variantFileName('0123456789abcdef01234567.webp', 400)).toBe('0123456789abcdef01234567-400w.webp');
  });

  it('refuses a name without an extension and a width that is not a positive whole number', () => {
    expect(() => variantFileName('photo', 400)).toThrow(/no extension/);
    expect(() => variantFileName('.webp', 400)).toThrow(/no extension/);
    expect(() => variantFileName('a.webp', 0)).toThrow(/Invalid variant width/);
    expect(() => variantFileName('a.webp', 12.5)).toThrow(/Invalid variant width/);
  });
});
