import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchWords } from './search-words.js';

describe('searchWords', () => {
  it('splits on white space and ASCII punctuation, and keeps each word once', () => {
    expect(searchWords('  Power-House, gym!  power-house ')).toEqual(['Power', 'House', 'gym']);
  });

  it('never passes a LIKE wildcard or escape on', () => {
    expect(searchWords('100%_fit\\ness')).toEqual(['100', 'fit', 'ness']);
  });

  it('keeps letters of any script, accents and Devanagari signs included', () => {
    expect(searchWords('Café फिटनेस क्लब')).toEqual(['Café', 'फिटनेस', 'क्लब']);
  });

  it('looks for a bounded number of words', () => {
    expect(searchWords(Array.from({ length: 20 }, (_, index) => `w${index}`).join(' '))).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords(' -- ')).toEqual([]);
  });
});
