import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('amount in words', () => {
  it('spells rupees and paise in the Indian system', () => {
    expect(amountInWords(19_950)).toBe('Rupees One Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(1_25_000_00)).toBe('Rupees One Lakh Twenty-Five Thousand Only');
    expect(amountInWords(12_34_56_789_00)).toBe('Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only');
  });
});
