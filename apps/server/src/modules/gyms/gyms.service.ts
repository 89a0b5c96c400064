import type {
  CityStat,
  NearbyFilters,
  NearbyGym,
  NearbyQuery,
  PublicGym,
  SearchGym,
  SearchQuery,
} from '@gymslot/shared/gym-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { groupImageFiles, roundTo2, toPublicGym } from './gym-mapper.js';
import * as gymStatsRepository from './gym-stats.repository.js';
import * as gymsRepository from './gyms.repository.js';

/** The most gyms (or amenities) one list reply carries; `truncated` tells the caller there were more. */
export const PUBLIC_LIST_LIMIT = 100;

export const CITY_DESCRIPTION = 'Explore gyms available in this city.';

/** docs/decisions/004-popular-cities.md */
export const POPULAR_CITY_COUNT = 3;
export const POPULAR_CITY_MIN_GYMS = 2;

export interface CappedList<T> {
  items: T[];
  limit: number;
  truncated: boolean;
}

export interface NearbyResult extends CappedList<NearbyGym> {
  filters: NearbyFilters;
}

/** Compares like the database's `collate "C"` on lower-cased text, so both sides sort alike. */
function byLowerCase(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The public catalogue (G1–G9): only active, approved gyms, only the public view of each. */
export function createGymsService(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;

  async function imageFilesByGym(rows: readonly GymRow[]): Promise<Map<string, gymsRepository.GymImageFile[]>> {
    const files = await gymsRepository.findImageFilesByGymIds(
      db,
      rows.map((row) => row.id),
    );
    return groupImageFiles(files);
  }

  /** Repositories are asked for one row more than the cap: its presence is what `truncated` means. */
  async function capped<T>(fetchOneMoreThanCap: (limit: number) => Promise<T[]>): Promise<CappedList<T>> {
    const rows = await fetchOneMoreThanCap(PUBLIC_LIST_LIMIT + 1);
    return { items: rows.slice(0, PUBLIC_LIST_LIMIT), limit: PUBLIC_LIST_LIMIT, truncated: rows.length > PUBLIC_LIST_LIMIT };
  }

  async function cappedGyms(fetch: (limit: number) => Promise<GymRow[]>): Promise<CappedList<PublicGym>> {
    const list = await capped(fetch);
    const files = await imageFilesByGym(list.items);
    return { ...list, items: list.items.map((row) => toPublicGym(row, files.get(row.id) ?? [])) };
  }

  async function withinRadius(
    query: Omit<gymsRepository.RadiusFilter, 'limit' | 'radiusMeters'> & { radiusKm: number },
  ): Promise<CappedList<NearbyGym>> {
    const list = await capped((limit) =>
      gymsRepository.findPublicWithinRadius(db, { ...query, radiusMeters: query.radiusKm * 1000, limit }),
    );
    const files = await imageFilesByGym(list.items.map((item) => item.gym));
    const items = list.items.map(({ gym, distanceMeters }) => ({
      ...toPublicGym(gym, files.get(gym.id) ?? []),
      distance: roundTo2(distanceMeters / 1000),
    }));
    return { ...list, items };
  }

  return {
    /** G1: every city with a public gym, the most gyms first, then A→Z. */
    async cityStats(): Promise<CityStat[]> {
      const cities = await gymStatsRepository.findPublicCitySummaries(db);
      cities.sort((a, b) => b.totalGyms - a.totalGyms || byLowerCase(a.name, b.name));
      return cities.map((city, rank) => ({
        _id: city.name,
        name: city.name,
        description: CITY_DESCRIPTION,
        totalGyms: city.totalGyms,
        popular: rank < POPULAR_CITY_COUNT && city.totalGyms >= POPULAR_CITY_MIN_GYMS,
        averageRating: roundTo2(city.averageRating),
      }));
    },

    /** G2: newest first. */
    allPublic(): Promise<CappedList<PublicGym>> {
      return cappedGyms((limit) => gymsRepository.findPublicNewest(db, limit));
    },

    /** G3: each city once, A→Z. */
    async cityNames(): Promise<string[]> {
      const cities = await gymStatsRepository.findPublicCitySummaries(db);
      return cities.map((city) => city.name).sort(byLowerCase);
    },

    /** G4: an unknown city is an empty list, not an error. */
    byCity(city: string): Promise<CappedList<PublicGym>> {
      return cappedGyms((limit) => gymsRepository.findPublicByCity(db, city.trim(), limit));
    },

    /** G5, G6: a malformed id is "not found" too, so ids cannot be probed for their shape. */
    async byId(id: string): Promise<PublicGym> {
      const row = isId(id) ? await gymsRepository.findPublicById(db, id) : undefined;
      if (!row) throw new AppError('not_found', 'Gym not found.');
      const files = await imageFilesByGym([row]);
      return toPublicGym(row, files.get(row.id) ?? []);
    },

    /** G7 */
    async amenities(): Promise<CappedList<string>> {
      const list = await capped((limit) => gymStatsRepository.findPublicAmenityCounts(db, limit));
      return { ...list, items: list.items.map((amenity) => amenity.name) };
    },

    /** G8 */
    async nearby(query: NearbyQuery): Promise<NearbyResult> {
      const list = await withinRadius({
        latitude: query.lat,
        longitude: query.lng,
        radiusKm: query.radius,
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
      return { ...list, filters };
    },

    /** G9: with coordinates, nearest first with distances; with text alone, A→Z without them. */
    async search(query: SearchQuery): Promise<CappedList<SearchGym>> {
      if (query.latitude !== undefined && query.longitude !== undefined) {
        return withinRadius({
          latitude: query.latitude,
          longitude: query.longitude,
          radiusKm: query.radius,
          search: query.search,
          sortBy: 'distance',
        });
      }
      const text = query.search;
      if (text === undefined) throw new AppError('invalid_data', 'Provide search text or latitude and longitude');
      return cappedGyms((limit) => gymsRepository.findPublicByText(db, text, limit));
    },
  };
}

export type GymsService = ReturnType<typeof createGymsService>;
