import type { CatalogueGym } from './catalogue-gym.js';

/**
 * Values read from the database that change only when their gym's catalogue entry does (its
 * opening hours, its first page of reviews), kept per version of the gym. The catalogue makes a new
 * `CatalogueGym` object for a gym each time a write changes it and keeps the same object while
 * nothing does, so the object is the key: a changed gym misses at once, in every process, and an
 * entry goes with the version it was read for (a WeakMap holds no gym alive).
 *
 * A value is read after the request's catalogue version was, so it is never older than its key.
 * Concurrent misses share one read; a failed read is forgotten, so the next request tries again.
 */
export interface GymVersionCache<T> {
  get(gym: CatalogueGym, key: string, read: () => Promise<T>): Promise<T>;
}

/** `keysPerGym` bounds what one gym version keeps (dates asked for, say): the oldest key goes first. */
export function createGymVersionCache<T>(keysPerGym: number): GymVersionCache<T> {
  const byGym = new WeakMap<CatalogueGym, Map<string, Promise<T>>>();
  return {
    get(gym, key, read) {
      let entries = byGym.get(gym);
      if (entries === undefined) {
        entries = new Map();
        byGym.set(gym, entries);
      }
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const value = read();
      const kept = entries;
      kept.set(key, value);
      if (kept.size > keysPerGym) kept.delete(kept.keys().next().value as string);
      value.catch(() => {
        if (kept.get(key) === value) kept.delete(key);
      });
      return value;
    },
  };
}
