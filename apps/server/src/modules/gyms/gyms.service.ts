import type {
  AllPublicGymsReply,
  AmenitiesReply,
  CitiesReply,
  CityStat,
  CityStatsReply,
  CityGymsReply,
  NearbyFilters,
  NearbyGymsReply,
  NearbyQuery,
  SearchGymsReply,
  SearchQuery,
} from '@gymslot/shared/gym-schemas';
import { rupeesToPaise } from '@gymslot/shared/money';
import { AppError } from '../../lib/errors.js';
import type { CatalogueGym } from '../catalogue/catalogue-gym.js';
import { gymJson } from '../catalogue/catalogue-gym-json.js';
import { compareText } from '../catalogue/catalogue-order.js';
import type { CitySummary } from '../catalogue/catalogue-tallies.js';
import type { CatalogueVersion, MeasuredGym, PublicCatalogue, RadiusQuery } from '../catalogue/public-catalogue.js';
import { roundTo2 } from '../catalogue/public-gym-view.js';
import { searchWords } from '../catalogue/search-words.js';
import type { ListedGym } from './gym-list-json.js';

export const CITY_DESCRIPTION = 'Explore gyms available in this city.';

/** docs/decisions/004-popular-cities.md */
export const POPULAR_CITY_COUNT = 3;
export const POPULAR_CITY_MIN_GYMS = 2;

/** The most gyms (or amenities) one list reply carries; `truncated` tells the caller there were more. */
export const PUBLIC_LIST_LIMIT = 100;

/** What a capped list asks the catalogue for: one more than it shows, to know whether there were more. */
const LOOK_AHEAD = PUBLIC_LIST_LIMIT + 1;

/** A list cut to PUBLIC_LIST_LIMIT items, with the members every capped list ends with. */
function capped<T, R>(all: readonly T[], view: (item: T) => R) {
  const kept = all.slice(0, PUBLIC_LIST_LIMIT);
  return { items: kept.map(view), count: kept.length, limit: PUBLIC_LIST_LIMIT, truncated: all.length > kept.length };
}

const publicView = (gym: CatalogueGym) => gym.view;
const listed = (gym: CatalogueGym): ListedGym => ({ json: gymJson(gym) });
const measured = ({ json, distanceMeters }: MeasuredGym): ListedGym => ({ json, distance: roundTo2(distanceMeters / 1000) });

/** A reply built per request: its gyms as the catalogue keeps them, which the route writes out (gym-list-json.ts). */
export type Listing<Reply extends { gyms: unknown }> = Omit<Reply, 'gyms'> & { gyms: ListedGym[] };

/** Compares like the database's `collate "C"` on lower-cased text, so both sides sort alike. */
function byLowerCase(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase());
}

/** G1: every city with a public gym, the most gyms first, then A→Z. */
function cityStats(summaries: readonly CitySummary[]): CityStat[] {
  const cities = [...summaries].sort((a, b) => b.totalGyms - a.totalGyms || byLowerCase(a.name, b.name));
  return cities.map((city, rank) => ({
    _id: city.name,
    name: city.name,
    description: CITY_DESCRIPTION,
    totalGyms: city.totalGyms,
    popular: rank < POPULAR_CITY_COUNT && city.totalGyms >= POPULAR_CITY_MIN_GYMS,
    averageRating: roundTo2(city.averageRating),
  }));
}

async function withinRadius(catalogue: CatalogueVersion, query: RadiusQuery) {
  return capped(await catalogue.withinRadius(query, LOOK_AHEAD), measured);
}

/** The words of a search text; text of punctuation alone looks for nothing, and so finds every gym the rest allows. */
const wordsOf = (text: string | undefined) => (text === undefined ? undefined : searchWords(text));

/**
 * The public catalogue (G1–G9): only active, approved gyms, only the public view of each, from the
 * catalogue (modules/catalogue), which is never older than the request. A reply that is the same
 * for a whole catalogue version is made once per version: the same object every time,
 * which lets the route send it compressed once (shared-replies.ts). One gym, nearby and search
 * answer with the catalogue's gyms, which the route writes from each gym's JSON.
 */
export function createGymsService({ catalogue }: { catalogue: PublicCatalogue }) {
  return {
    async cityStats(): Promise<CityStatsReply> {
      const version = await catalogue.current();
      return version.derive('reply:city-stats', async () => ({ success: true, data: cityStats(await version.cities()) }));
    },

    /** G2: newest first. */
    async allPublic(): Promise<AllPublicGymsReply> {
      const version = await catalogue.current();
      return version.derive('reply:all-public', async () => {
        const { items, ...list } = capped(await version.newest(LOOK_AHEAD), publicView);
        return { success: true, count: list.count, data: items, limit: list.limit, truncated: list.truncated };
      });
    },

    /** G3: each city once, A→Z. */
    async cityNames(): Promise<CitiesReply> {
      const version = await catalogue.current();
      return version.derive('reply:cities', async () => ({ success: true, cities: (await version.cities()).map((city) => city.name).sort(byLowerCase) }));
    },

    /** G4: an unknown city is an empty list, not an error. */
    async byCity(city: string): Promise<CityGymsReply> {
      const version = await catalogue.current();
      const wanted = city.trim();
      return version.derive(`reply:city:${wanted.toLowerCase()}`, async () => {
        const { items, ...list } = capped(await version.inCity(wanted, LOOK_AHEAD), publicView);
        return { success: true, count: list.count, gyms: items, limit: list.limit, truncated: list.truncated };
      });
    },

    /** G5, G6: a malformed or unknown id is "not found" alike, so ids cannot be probed for their shape. */
    async byId(id: string): Promise<CatalogueGym> {
      const gym = await (await catalogue.current()).gym(id);
      if (!gym) throw new AppError('not_found', { code: 'gymNotFoundDot' });
      return gym;
    },

    /** G7 */
    async amenities(): Promise<AmenitiesReply> {
      const version = await catalogue.current();
      return version.derive('reply:amenities', async () => {
        const { items, ...list } = capped(await version.amenities(), (amenity) => amenity.name);
        return { success: true, amenities: items, limit: list.limit, truncated: list.truncated };
      });
    },

    /** G8 */
    async nearby(query: NearbyQuery): Promise<Listing<NearbyGymsReply>> {
      const { items, ...list } = await withinRadius(await catalogue.current(), {
        latitude: query.lat,
        longitude: query.lng,
        radiusMeters: query.radius * 1000,
        words: wordsOf(query.search),
        minPricePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
        maxPricePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
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
      return {
        success: true,
        count: list.count,
        message: `Found ${list.count} gyms within ${query.radius} km`,
        gyms: items,
        filters,
        limit: list.limit,
        truncated: list.truncated,
      };
    },

    /** G9: with coordinates, nearest first with distances; with text alone, best matches first (§8.14) without them. */
    async search(query: SearchQuery): Promise<Listing<SearchGymsReply>> {
      const text = query.search;
      if (text === undefined && (query.latitude === undefined || query.longitude === undefined)) {
        throw new AppError('invalid_data', { code: 'searchOrLocation' });
      }
      const version = await catalogue.current();
      const words = wordsOf(text) ?? [];
      if (query.latitude !== undefined && query.longitude !== undefined) {
        const near = { latitude: query.latitude, longitude: query.longitude, radiusMeters: query.radius * 1000, words, sortBy: 'distance' as const };
        const { items, ...list } = await withinRadius(version, near);
        return { success: true, count: list.count, gyms: items, limit: list.limit, truncated: list.truncated };
      }
      // By text alone the reply is the same for the whole version: the same object, so the route compresses it once.
      return version.derive(`reply:search:${JSON.stringify(words)}`, async () => {
        const { items, ...list } = capped(words.length === 0 ? [] : await version.matching(words, LOOK_AHEAD), listed);
        return { success: true, count: list.count, gyms: items, limit: list.limit, truncated: list.truncated };
      });
    },
  };
}

export type GymsService = ReturnType<typeof createGymsService>;
