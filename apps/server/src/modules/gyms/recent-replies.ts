import { precompress, type PrecompressedBody } from '../../lib/precompressed-body.js';

/**
 * The replies to the most recent distinct queries of one kind, for one catalogue version (a
 * snapshot keeps it, so a new version starts empty). Identical queries are common: everyone who
 * opens the map finder without sharing a location searches around the same default point, and a
 * page asks again when it regains focus. A reply asked for a second time is compressed then, once;
 * a query seen only once never pays for compression.
 */
export interface RecentReplies {
  reply(key: string, build: () => Buffer): Buffer | PrecompressedBody;
}

export function createRecentReplies(capacity: number): RecentReplies {
  /** Least recently used first (a Map keeps insertion order). */
  const entries = new Map<string, Buffer | PrecompressedBody>();

  return {
    reply(key, build) {
      const kept = entries.get(key);
      let reply: Buffer | PrecompressedBody;
      if (kept === undefined) {
        reply = build();
        if (entries.size >= capacity) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
      } else {
        reply = Buffer.isBuffer(kept) ? precompress(kept) : kept;
        entries.delete(key);
      }
      entries.set(key, reply);
      return reply;
    },
  };
}
