import type { CityStat, NearbyQuery, SearchQuery } from '@gymslot/shared/gym-schemas';
import { AppError } from '../../lib/errors.js';
import { precompress, type PrecompressedBody } from '../../lib/precompressed-body.js';
import { byName, compareText } from '../catalogue/catalogue-order.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { roundTo2 } from './gym-mapper.js';
import { capped, listTail, nearbyReply, searchReply, writeGym } from './gym-list-replies.js';
import { jsonObject } from './json-bytes.js';
import { createRecentReplies, type RecentReplies } from './recent-replies.js';

export const CITY_DESCRIPTION = 'Explore gyms available in this city.';

/** How many distinct nearby (and search) queries keep their reply, per catalogue version. */
const RECENT_QUERIES_KEPT = 128;

/** docs/decisions/004-popular-cities.md */
export const POPULAR_CITY_COUNT = 3;
export const POPULAR_CITY_MIN_GYMS = 2;

/** Compares like the database's `collate "C"` on lower-cased text, so both sides sort alike. */
function byLowerCase(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase());
}

/** A reply that stays the same for a whole catalogue version: made, encoded and compressed once. */
const versionReply = (members: Parameters<typeof jsonObject>[0]) => precompress(jsonObject(members));

/** The replies this version has given to recent queries of one kind. */
const recentReplies = (snapshot: CatalogueSnapshot, kind: string): RecentReplies =>
  snapshot.derive(`recent:${kind}`, () => createRecentReplies(RECENT_QUERIES_KEPT));

/** G1: every city with a public gym, the most gyms first, then A→Z. */
function cityStats(snapshot: CatalogueSnapshot): CityStat[] {
  const cities = [...snapshot.cities].sort((a, b) => b.totalGyms - a.totalGyms || byLowerCase(a.name, b.name));
  return cities.map((city, rank) => ({
    _id: city.name,
    name: city.name,
    description: CITY_DESCRIPTION,
    totalGyms: city.totalGyms,
    popular: rank < POPULAR_CITY_COUNT && city.totalGyms >= POPULAR_CITY_MIN_GYMS,
    averageRating: roundTo2(city.averageRating),
  }));
}

/**
 * The public catalogue (G1–G9): only active, approved gyms, only the public view of each. Every
 * reply is JSON bytes built from the in-memory catalogue (modules/catalogue), which is never older
 * than the request.
 */
export function createGymsService({ catalogue }: { catalogue: PublicCatalogue }) {
  return {
    async cityStats(): Promise<PrecompressedBody> {
      const snapshot = await catalogue.current();
      return snapshot.derive('city-stats', () =>
        versionReply([
          ['success', 'true'],
          ['data', JSON.stringify(cityStats(snapshot))],
        ]),
      );
    },

    /** G2: newest first. */
    async allPublic(): Promise<PrecompressedBody> {
      const snapshot = await catalogue.current();
      return snapshot.derive('all-public', () => {
        const list = capped(snapshot.newest, writeGym);
        return versionReply([
          ['success', 'true'],
          ['count', String(list.count)],
          ['data', list.json],
          ...listTail(list),
        ]);
      });
    },

    /** G3: each city once, A→Z. */
    async cityNames(): Promise<PrecompressedBody> {
      const snapshot = await catalogue.current();
      return snapshot.derive('cities', () =>
        versionReply([
          ['success', 'true'],
          ['cities', JSON.stringify(snapshot.cities.map((city) => city.name).sort(byLowerCase))],
        ]),
      );
    },

    /** G4: an unknown city is an empty list, not an error. */
    async byCity(city: string): Promise<PrecompressedBody> {
      const snapshot = await catalogue.current();
      const wanted = city.trim().toLowerCase();
      // Kept per city that has gyms, so what any caller can type does not grow the cache.
      const known = snapshot.derive('city-keys', () => new Set(snapshot.newest.map((gym) => gym.cityKey)));
      return snapshot.derive(`city:${known.has(wanted) ? wanted : ''}`, () => {
        const list = capped(
          snapshot.newest.filter((gym) => gym.cityKey === wanted).sort(byName),
          writeGym,
        );
        return versionReply([
          ['success', 'true'],
          ['count', String(list.count)],
          ['gyms', list.json],
          ...listTail(list),
        ]);
      });
    },

    /** G5, G6: a malformed or unknown id is "not found" alike, so ids cannot be probed for their shape. */
    async byId(id: string): Promise<Buffer> {
      const gym = (await catalogue.current()).byId.get(id);
      if (!gym) throw new AppError('not_found', 'Gym not found.');
      return jsonObject([
        ['success', 'true'],
        ['gym', [gym.json]],
      ]);
    },

    /** G7 */
    async amenities(): Promise<PrecompressedBody> {
      const snapshot = await catalogue.current();
      return snapshot.derive('amenities', () => {
        const list = capped(snapshot.amenities, (amenity, pieces) => {
          pieces.push(Buffer.from(JSON.stringify(amenity.name)));
        });
        return versionReply([
          ['success', 'true'],
          ['amenities', list.json],
          ...listTail(list),
        ]);
      });
    },

    /** G8 */
    async nearby(query: NearbyQuery): Promise<Buffer | PrecompressedBody> {
      const snapshot = await catalogue.current();
      return recentReplies(snapshot, 'nearby').reply(JSON.stringify(query), () => nearbyReply(snapshot, query));
    },

    /** G9: with coordinates, nearest first with distances; with text alone, A→Z without them. */
    async search(query: SearchQuery): Promise<Buffer | PrecompressedBody> {
      if (query.search === undefined && (query.latitude === undefined || query.longitude === undefined)) {
        throw new AppError('invalid_data', 'Provide search text or latitude and longitude');
      }
      const snapshot = await catalogue.current();
      return recentReplies(snapshot, 'search').reply(JSON.stringify(query), () => searchReply(snapshot, query));
    },
  };
}

export type GymsService = ReturnType<typeof createGymsService>;
