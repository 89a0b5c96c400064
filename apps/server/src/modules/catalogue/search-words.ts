// What a person types, split into the words a text search looks for (contract §8.14), the way
// migration 0030's gymslot_words() splits a gym's text: white space and ASCII punctuation end a
// word, so '%', '_' and '\' never reach a LIKE pattern; any other character belongs to a word.
// Case and accents are folded by the database (gymslot_fold), so both sides fold alike.

const WORD_BREAK = /[\s!-/:-@[-`{-~]+/u;

/** A search looks for at most this many words: enough for any name, and a bound on the query's size. */
export const MAX_SEARCH_WORDS = 8;

/** A typed word this long or longer may differ from a gym's word by one typo (that word has five letters or more). */
export const TYPO_MIN_LETTERS = 4;

/** Each word once whatever its case, in the order first typed; empty when the text has none (punctuation alone). */
export function searchWords(text: string): string[] {
  const byKey = new Map<string, string>();
  for (const word of text.split(WORD_BREAK)) if (word !== '' && !byKey.has(word.toLowerCase())) byKey.set(word.toLowerCase(), word);
  return [...byKey.values()].slice(0, MAX_SEARCH_WORDS);
}
