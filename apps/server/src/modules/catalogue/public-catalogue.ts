import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/client.js';
import type { MediaUrls } from '../media/media-store.js';
import { toCatalogueGym, type CatalogueGym } from './catalogue-gym.js';
import { gymJson } from './catalogue-gym-json.js';
import * as searchRepository from './catalogue-search.repository.js';
import { amenityCounts, citySummaries, type AmenityCount, type CitySummary } from './catalogue-tallies.js';
import * as catalogueRepository from './catalogue.repository.js';
import type { PublicGymRows } from './catalogue.repository.js';
import { createFreshReadGate } from './fresh-read-gate.js';
import { answeredInMemory, createNearbyCatalogue, type MeasuredGym } from './nearby-catalogue.js';

// The public catalogue (decision 073): the database finds gyms through its indexes; each process
// keeps only a bounded set of recently asked gyms and of replies made for the current version.
// Nearby searches are answered in the process (decision 075, nearby-catalogue.ts). No answer is
// older than its request: every write moves catalogue_version (migration 0005), and the gyms it
// changed leave the set, and move in the nearby index, before anything of the new version is
// answered.

/** Gyms one process keeps made: the most asked ones, a few MB whatever the catalogue's size. */
const GYMS_KEPT = 5_000;
/** Lists, searches and figures kept per version, the least recently asked going first. */
const REPLIES_KEPT = 500;

export type { RadiusQuery } from './catalogue-search.repository.js';
export type { MeasuredGym } from './nearby-catalogue.js';

/** The catalogue at one version, for one request: what it finds is never older than that version. */
export interface CatalogueVersion {
  version: bigint;
  gym(id: string): Promise<CatalogueGym | undefined>;
  /** G2: newest first. */
  newest(limit: number): Promise<CatalogueGym[]>;
  /** G4: one city's gyms A→Z, the city told apart without regard to case. */
  inCity(city: string, limit: number): Promise<CatalogueGym[]>;
  /** G9 (b): gyms with every word, best first (§8.14). */
  matching(words: readonly string[], limit: number): Promise<CatalogueGym[]>;
  /** G8, G9 (a): within a radius, in the asked order. */
  withinRadius(query: searchRepository.RadiusQuery, limit: number): Promise<MeasuredGym[]>;
  /** One entry per city, in no particular order. */
  cities(): Promise<CitySummary[]>;
  /** The most-listed first, then A→Z. */
  amenities(): Promise<AmenityCount[]>;
  /** A value made from this version once, whoever asks, while it stays among the kept replies. */
  derive<T>(key: string, compute: () => T | Promise<T>): Promise<T>;
}

export interface PublicCatalogue {
  /**
   * The catalogue as of no earlier than this call: every write committed before it is in. Requests
   * arriving together share one version check.
   */
  current(): Promise<CatalogueVersion>;
}

export function createPublicCatalogue(database: Pick<DatabaseHandle, 'db' | 'queryValue'>, urls: MediaUrls): PublicCatalogue {
  const db = database.db;
  const readVersion = createFreshReadGate(() => catalogueRepository.readLatestVersion(database));
  const kept = new LRUCache<string, CatalogueGym>({ max: GYMS_KEPT });
  /** The newest version applied or being applied, and the version it is at least at. */
  let newest: { atLeast: bigint; applied: Promise<CatalogueVersion> } | undefined;
  /** The version whose changes have left `kept`: a gym read at an older one is not kept. */
  let appliedVersion = -1n;
  const nearby = createNearbyCatalogue(db, urls, (version) => version !== undefined && version >= appliedVersion);

  /** Moves `kept` on from `base` to the latest version: the gyms changed since go; all of them when the changes since were pruned. */
  const catchUp = (base: CatalogueVersion | undefined): Promise<CatalogueVersion> =>
    db.transaction(
      async (tx) => {
        const { version, prunedThrough } = await catalogueRepository.readVersion(tx);
        if (base !== undefined && base.version >= version) return base;
        const changed = base !== undefined && base.version >= prunedThrough ? await catalogueRepository.findChangedGymIds(tx, base.version, version) : undefined;
        const whole = changed === undefined || changed.includes('');
        // Read before anything changes, so a catch-up that fails leaves the last good one whole.
        const applyNearby = await nearby.read(tx, whole ? undefined : changed);
        if (whole) kept.clear();
        else for (const id of changed) kept.delete(id);
        appliedVersion = version;
        applyNearby();
        return versionOf(version);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  /**
   * The gyms a statement read, as the catalogue hands them out: a gym already kept is that same
   * object (so what is made per version of a gym is made once); another is made and kept, unless
   * the statement saw an older version than the changes already applied, which it may miss: then
   * it answers this request, which it is new enough for, but is not kept.
   */
  const gymsFrom = ({ version, gyms }: PublicGymRows) =>
    gyms.map(({ row, images, hasOpeningHours: withHours, distanceMeters }) => {
      let gym = kept.get(row.id);
      if (gym === undefined) {
        gym = toCatalogueGym(row, images, withHours, urls);
        if (version !== undefined && version >= appliedVersion) kept.set(gym.id, gym);
      }
      return { gym, distanceMeters: distanceMeters ?? 0 };
    });

  const gymOf = async (id: string): Promise<CatalogueGym | undefined> =>
    kept.get(id) ?? gymsFrom(await catalogueRepository.findPublicGymsByIds(db, [id]))[0]?.gym;

  /** A search with words, or by name, asks the database; the nearby index answers the rest. */
  const withinRadius = async (query: searchRepository.RadiusQuery, limit: number): Promise<MeasuredGym[]> => {
    if (answeredInMemory(query)) return nearby.within(query, limit);
    return gymsFrom(await searchRepository.findWithinRadius(db, query, limit)).map(({ gym, distanceMeters }) => ({ json: gymJson(gym), distanceMeters }));
  };

  /** The version's view, made once when the version is applied and shared by every request at it. */
  function versionOf(version: bigint): CatalogueVersion {
    const replies = new LRUCache<string, Promise<unknown>>({ max: REPLIES_KEPT });
    const derive = <T>(key: string, compute: () => T | Promise<T>): Promise<T> => {
      const hit = replies.get(key) as Promise<T> | undefined;
      if (hit !== undefined) return hit;
      const value = Promise.resolve().then(compute);
      replies.set(key, value);
      value.catch(() => {
        if (replies.get(key) === value) replies.delete(key);
      });
      return value;
    };
    const listed = (key: string, find: () => Promise<PublicGymRows>) => derive(key, async () => gymsFrom(await find()).map(({ gym }) => gym));
    return {
      version,
      gym: gymOf,
      newest: (limit) => listed(`newest:${limit}`, () => searchRepository.findNewest(db, limit)),
      inCity: (city, limit) => listed(`city:${city.toLowerCase()}:${limit}`, () => searchRepository.findInCity(db, city, limit)),
      matching: (words, limit) => listed(`text:${JSON.stringify(words)}:${limit}`, () => searchRepository.findMatching(db, words, limit)),
      withinRadius: (query, limit) => derive(`radius:${JSON.stringify(query)}:${limit}`, () => withinRadius(query, limit)),
      cities: () => derive('cities', async () => citySummaries(await searchRepository.findCitySpellings(db))),
      amenities: () => derive('amenities', async () => amenityCounts(await searchRepository.findAmenitySpellings(db))),
      derive,
    };
  }

  return {
    async current() {
      const version = await readVersion();
      if (newest === undefined || newest.atLeast < version) {
        const previous = newest;
        // Each catch-up starts from the one before; one that failed is started over from nothing.
        const applied = (previous?.applied ?? Promise.resolve(undefined)).then(
          (base) => catchUp(base),
          () => catchUp(undefined),
        );
        const entry = { atLeast: version, applied };
        newest = entry;
        // A failed catch-up is not kept: the next request tries again from the last good one.
        applied.catch(() => {
          if (newest === entry) newest = previous;
        });
      }
      return newest.applied;
    },
  };
}
