import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.js';
import type { MediaUrls } from '../media/media-store.js';
import { toCatalogueGym } from './catalogue-gym.js';
import { gymJson } from './catalogue-gym-json.js';
import type { RadiusQuery } from './catalogue-search.repository.js';
import * as catalogueRepository from './catalogue.repository.js';
import type { PublicGymRows } from './catalogue.repository.js';
import { earthPoint } from './earth-point.js';
import { createNearbyIndex, type NearbyFilter } from './nearby-index.js';
import { findAllIndexedGyms, findIndexedGyms } from './nearby-index.repository.js';

// Nearby searches answered in the process (decision 075): every public gym's point in the nearby
// index, and the JSON of as many gyms as GYM_JSON_BYTES_KEPT allows, so a search from a new point
// usually needs no statement at all. Both follow the catalogue's versions as public-catalogue.ts
// applies them.

/**
 * How much gym JSON a process keeps for nearby replies, the most recently asked first: every gym of
 * a 100k catalogue like the bench's (about 540 bytes each), a bounded share of a larger one.
 */
export const GYM_JSON_BYTES_KEPT = 64 * 2 ** 20;

/** Gyms per statement while the JSON kept fills after a whole load: few enough that PostgreSQL does not JIT-compile the statement. */
const FILL_CHUNK = 500;

export interface MeasuredGym {
  /** The gym's JSON as replies write it (catalogue-gym-json.ts). */
  json: string;
  distanceMeters: number;
}

/** The nearby search the index answers: one without words and not by name (those ask the database). */
export type IndexedRadiusQuery = RadiusQuery & { sortBy: NearbyFilter['sortBy'] };

export const answeredInMemory = (query: RadiusQuery): query is IndexedRadiusQuery =>
  (query.words === undefined || query.words.length === 0) && query.sortBy !== 'name';

export interface NearbyCatalogue {
  /**
   * Reads, in the catch-up's transaction, what moving on to its version takes: the gyms `changed`
   * names, or every gym when that is undefined (the changes were pruned, or a truncate). What it
   * returns applies that and cannot fail, so a catch-up that fails changes nothing.
   */
  read(tx: Executor, changed: readonly string[] | undefined): Promise<() => void>;
  within(query: IndexedRadiusQuery, limit: number): Promise<MeasuredGym[]>;
  /** The gym JSON it holds, in characters: never more than the bytes allowed. */
  jsonKept(): number;
}

/**
 * `keeps(version)`: whether what a statement read at `version` is new enough to keep
 * (public-catalogue.ts); `jsonBytes`: how much gym JSON to keep.
 */
export function createNearbyCatalogue(
  db: Executor,
  urls: MediaUrls,
  keeps: (version: bigint | undefined) => boolean,
  jsonBytes = GYM_JSON_BYTES_KEPT,
): NearbyCatalogue {
  let index = createNearbyIndex();
  const jsonKept = new LRUCache<string, string>({ maxSize: jsonBytes, sizeCalculation: (json) => json.length });
  /** Counts whole loads, so a fill that a newer one overtook stops. */
  let wholeLoads = 0;

  const keepJson = ({ version, gyms }: PublicGymRows) => {
    const made = gyms.map(({ row, images, hasOpeningHours }) => [row.id, gymJson(toCatalogueGym(row, images, hasOpeningHours, urls))] as const);
    if (keeps(version)) for (const [id, json] of made) jsonKept.set(id, json);
    return made;
  };

  /**
   * After a whole load, the JSON of the gyms in id order until the bytes allowed are nearly used,
   * one small statement at a time beside the requests: a new point then finds its gyms made. A
   * failed fill leaves them to be made when asked.
   */
  const fill = async (load: number) => {
    let after = '';
    while (load === wholeLoads && jsonKept.calculatedSize < jsonBytes * 0.9) {
      const rows = await catalogueRepository.findPublicGymsAfter(db, after, FILL_CHUNK);
      const last = rows.gyms[rows.gyms.length - 1];
      if (last === undefined || load !== wholeLoads) return;
      keepJson({ version: rows.version, gyms: rows.gyms.filter(({ row }) => !jsonKept.has(row.id)) });
      after = last.row.id;
    }
  };

  return {
    async read(tx, changed) {
      if (changed === undefined) {
        const whole = createNearbyIndex();
        for await (const chunk of findAllIndexedGyms(tx)) for (const gym of chunk) whole.put(gym);
        return () => {
          index = whole;
          jsonKept.clear();
          wholeLoads += 1;
          fill(wholeLoads).catch(() => undefined);
        };
      }
      const moved = changed.length === 0 ? [] : await findIndexedGyms(tx, changed);
      return () => {
        for (const id of changed) {
          jsonKept.delete(id);
          index.remove(id);
        }
        for (const gym of moved) index.put(gym);
      };
    },

    async within(query, limit) {
      const found = index.within(earthPoint(query.latitude, query.longitude), query.radiusMeters, query, limit);
      const jsons = new Map<string, string>();
      for (const { id } of found) {
        const json = jsonKept.get(id);
        if (json !== undefined) jsons.set(id, json);
      }
      const missing = found.filter(({ id }) => !jsons.has(id)).map(({ id }) => id);
      if (missing.length > 0) for (const [id, json] of keepJson(await catalogueRepository.findPublicGymsByIds(db, missing))) jsons.set(id, json);
      // A gym hidden since the version the index is at is left out.
      return found.flatMap(({ id, distanceMeters }) => {
        const json = jsons.get(id);
        return json === undefined ? [] : [{ json, distanceMeters }];
      });
    },

    jsonKept: () => jsonKept.calculatedSize,
  };
}
