/**
 * Settings every database session starts with, on PostgreSQL (in each connection's start-up
 * message) and on PGlite (set once it opens). Values are plain words and numbers.
 */
export const SESSION_SETTINGS = {
  // How alike a typed word and a stretch of a gym's text must be for the trigram index to offer the
  // gym as a near match (pg_trgm's `<%`; default 0.6). One typo in a word of five letters leaves a
  // third of its trigrams; gymslot_has_near_word() then keeps only words truly one edit away
  // (migration 0030, decision 073).
  'pg_trgm.word_similarity_threshold': '0.3',
} as const;
