import type { CityStat, NearbyFilters, NearbyQuery, SearchQuery } from '@gymslot/shared/gym-schemas';
import { AppError } from '../../lib/errors.js';
import { matchesText } from '../catalogue/catalogue-filters.js';
import { jsonWithDistance, type CatalogueGym } from '../catalogue/catalogue-gym.js';
import { byName, compareText } from '../catalogue/catalogue-order.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { findWithinRadius, type RadiusQuery } from '../catalogue/radius-search.js';
import { roundTo2 } from './gym-mapper.js';
import { jsonArray, jsonObject } from './json-text.js';

/** The most gyms (or amenities) one list reply carries; `truncated` tells the caller there were more. */
export const PUBLIC_LIST_LIMIT = 100;

export const CITY_DESCRIPTION = 'Explore gyms available in this city.';

/** docs/decisions/004-popular-cities.md */
export const POPULAR_CITY_COUNT = 3;
export const POPULAR_CITY_MIN_GYMS = 2;

interface Capped {
  /** JSON text of each item kept. */
  items: string[];
  truncated: boolean;
}

/** Compares like the database's `collate "C"` on lower-cased text, so both sides sort alike. */
function byLowerCase(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase());
}

function capped<T>(all: readonly T[], toJson: (item: T) => string): Capped {
  return { items: all.slice(0, PUBLIC_LIST_LIMIT).map(toJson), truncated: all.length > PUBLIC_LIST_LIMIT };
}

const gymJson = (gym: CatalogueGym) => gym.json;

/** Replies that stay the same for a whole catalogue version are kept as bytes, encoded once. */
const jsonBuffer = (members: Parameters<typeof jsonObject>[0]) => Buffer.from(jsonObject(members));

/** The members every capped gym list ends with. */
function listTail(list: Capped): [string, string][] {
  return [
    ['limit', String(PUBLIC_LIST_LIMIT)],
    ['truncated', String(list.truncated)],
  ];
}

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

function withinRadius(snapshot: CatalogueSnapshot, query: RadiusQuery): Capped {
  return capped(findWithinRadius(snapshot, query), ({ gym, distanceMeters }) =>
    jsonWithDistance(gym, roundTo2(distanceMeters / 1000)),
  );
}

/**
 * The public catalogue (G1–G9): only active, approved gyms, only the public view of each. Every
 * reply is JSON text built from the in-memory catalogue (modules/catalogue), which is never older
 * than the request.
 */
export function createGymsService({ catalogue }: { catalogue: PublicCatalogue }) {
  return {
    async cityStats(): Promise<Buffer> {
      const snapshot = await catalogue.current();
      return snapshot.derive('city-stats', () => Buffer.from(JSON.stringify({ success: true, data: cityStats(snapshot) })));
    },

    /** G2: newest first. */
    async allPublic(): Promise<Buffer> {
      const snapshot = await catalogue.current();
      return snapshot.derive('all-public', () => {
        const list = capped(snapshot.newest, gymJson);
        return jsonBuffer([
          ['success', 'true'],
          ['count', String(list.items.length)],
          ['data', jsonArray(list.items)],
          ...listTail(list),
        ]);
      });
    },

    /** G3: each city once, A→Z. */
    async cityNames(): Promise<Buffer> {
      const snapshot = await catalogue.current();
      return snapshot.derive('cities', () =>
        Buffer.from(JSON.stringify({ success: true, cities: snapshot.cities.map((city) => city.name).sort(byLowerCase) })),
      );
    },

    /** G4: an unknown city is an empty list, not an error. */
    async byCity(city: string): Promise<string> {
      const snapshot = await catalogue.current();
      const wanted = city.trim().toLowerCase();
      const list = capped(
        snapshot.newest.filter((gym) => gym.cityKey === wanted).sort(byName),
        gymJson,
      );
      return jsonObject([
        ['success', 'true'],
        ['count', String(list.items.length)],
        ['gyms', jsonArray(list.items)],
        ...listTail(list),
      ]);
    },

    /** G5, G6: a malformed or unknown id is "not found" alike, so ids cannot be probed for their shape. */
    async byId(id: string): Promise<string> {
      const gym = (await catalogue.current()).byId.get(id);
      if (!gym) throw new AppError('not_found', 'Gym not found.');
      return jsonObject([
        ['success', 'true'],
        ['gym', gym.json],
      ]);
    },

    /** G7 */
    async amenities(): Promise<Buffer> {
      const snapshot = await catalogue.current();
      return snapshot.derive('amenities', () => {
        const list = capped(snapshot.amenities, (amenity) => JSON.stringify(amenity.name));
        return jsonBuffer([
          ['success', 'true'],
          ['amenities', jsonArray(list.items)],
          ...listTail(list),
        ]);
      });
    },

    /** G8 */
    async nearby(query: NearbyQuery): Promise<string> {
      const snapshot = await catalogue.current();
      const list = withinRadius(snapshot, {
        latitude: query.lat,
        longitude: query.lng,
        radiusMeters: query.radius * 1000,
        search: query.search,
        minPricePaise: query.minPrice === undefined ? undefined : Math.round(query.minPrice * 100),
        maxPricePaise: query.maxPrice === undefined ? undefined : Math.round(query.maxPrice * 100),
        minRating: query.minRating,
        amenities: query.amenities.map((name) => name.toLowerCase()),
        sortBy: query.sortBy,
      });
      const filters: NearbyFilters = {
        search: query.search ?? null,
        radius: query.radius,
        minPrice: query.minPrice ?? null,
        maxPrice: query.maxPrice ?? null,
        minRating: query.minRating ?? null,
        amenities: query.amenities,
        sortBy: query.sortBy,
      };
      return jsonObject([
        ['success', 'true'],
        ['count', String(list.items.length)],
        ['message', JSON.stringify(`Found ${list.items.length} gyms within ${query.radius} km`)],
        ['gyms', jsonArray(list.items)],
        ['filters', JSON.stringify(filters)],
        ...listTail(list),
      ]);
    },

    /** G9: with coordinates, nearest first with distances; with text alone, A→Z without them. */
    async search(query: SearchQuery): Promise<string> {
      const snapshot = await catalogue.current();
      let list: Capped;
      if (query.latitude !== undefined && query.longitude !== undefined) {
        list = withinRadius(snapshot, {
          latitude: query.latitude,
          longitude: query.longitude,
          radiusMeters: query.radius * 1000,
          search: query.search,
          sortBy: 'distance',
        });
      } else {
        const text = query.search;
        if (text === undefined) throw new AppError('invalid_data', 'Provide search text or latitude and longitude');
        list = capped(snapshot.newest.filter((gym) => matchesText(gym, text)).sort(byName), gymJson);
      }
      return jsonObject([
        ['success', 'true'],
        ['count', String(list.items.length)],
        ['gyms', jsonArray(list.items)],
        ...listTail(list),
      ]);
    },
  };
}

export type GymsService = ReturnType<typeof createGymsService>;
