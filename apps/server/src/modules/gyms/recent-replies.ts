import { precompress, type PrecompressedBody } from '../../lib/precompressed-body.js';

/**
 * The replies to recent queries of one kind that were asked more than once, for one catalogue
 * version (a snapshot keeps it, so a new version starts empty). Identical queries are common:
 * everyone who opens the map finder without sharing a location searches around the same default
 * point, and a page asks again when it regains focus. Most queries, though, come once (a shared
 * location is new every time), and keeping their replies would only make the garbage collector
 * carry them: so a reply is kept from the second asking, and compressed, once, from the third.
 */
export interface RecentReplies {
  reply(key: string, build: () => Buffer): Buffer | PrecompressedBody;
}

/** Keys are short; many more of them than replies are remembered. */
const KEYS_PER_REPLY = 8;

export function createRecentReplies(capacity: number): RecentReplies {
  /** Least recently used first (a Map keeps insertion order). */
  const kept = new Map<string, Buffer | PrecompressedBody>();
  const askedOnce = new Set<string>();

  const remember = <K>(lru: Map<K, unknown> | Set<K>, limit: number) => {
    if (lru.size < limit) return;
    const oldest = lru.keys().next();
    if (!oldest.done) lru.delete(oldest.value);
  };

  return {
    reply(key, build) {
      const found = kept.get(key);
      if (found !== undefined) {
        const reply = Buffer.isBuffer(found) ? precompress(found) : found;
        kept.delete(key);
        kept.set(key, reply);
        return reply;
      }
      const reply = build();
      if (askedOnce.delete(key)) {
        remember(kept, capacity);
        // A copy of its own: the built reply may be a view into a shared slab, which it would pin.
        kept.set(key, Buffer.from(reply));
      } else {
        remember(askedOnce, capacity * KEYS_PER_REPLY);
        askedOnce.add(key);
      }
      return reply;
    },
  };
}
