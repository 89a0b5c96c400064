import type { NearbyFilters, NearbyQuery, SearchQuery } from '@gymslot/shared/gym-schemas';
import { matchesText } from '../catalogue/catalogue-filters.js';
import { distanceTail, type CatalogueGym } from '../catalogue/catalogue-gym.js';
import { byName, type Measured } from '../catalogue/catalogue-order.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';
import { findWithinRadius, type RadiusQuery } from '../catalogue/radius-search.js';
import { jsonArray, jsonObject, type JsonPieces } from './json-bytes.js';

// The capped gym lists of the public catalogue, built as JSON bytes from a snapshot.

/** The most gyms (or amenities) one list reply carries; `truncated` tells the caller there were more. */
export const PUBLIC_LIST_LIMIT = 100;

/** A list cut to PUBLIC_LIST_LIMIT items, as JSON. */
export interface Capped {
  json: JsonPieces;
  count: number;
  truncated: boolean;
}

export function capped<T>(all: readonly T[], write: (item: T, pieces: Uint8Array[]) => void): Capped {
  const kept = all.slice(0, PUBLIC_LIST_LIMIT);
  return { json: jsonArray(kept, write), count: kept.length, truncated: all.length > kept.length };
}

/** Writes a gym's public JSON. */
export const writeGym = (gym: CatalogueGym, pieces: Uint8Array[]): void => {
  pieces.push(gym.json);
};

/** Writes a gym's public JSON with its distance from the searched point. */
const writeMeasuredGym = ({ gym, distanceMeters }: Measured, pieces: Uint8Array[]): void => {
  pieces.push(gym.jsonOpen, distanceTail(distanceMeters));
};

/** The members every capped gym list ends with. */
export function listTail(list: Capped): [string, string][] {
  return [
    ['limit', String(PUBLIC_LIST_LIMIT)],
    ['truncated', String(list.truncated)],
  ];
}

function withinRadius(snapshot: CatalogueSnapshot, query: RadiusQuery): Capped {
  return capped(findWithinRadius(snapshot, query), writeMeasuredGym);
}

/** G8's reply. */
export function nearbyReply(snapshot: CatalogueSnapshot, query: NearbyQuery): Buffer {
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
    ['count', String(list.count)],
    ['message', JSON.stringify(`Found ${list.count} gyms within ${query.radius} km`)],
    ['gyms', list.json],
    ['filters', JSON.stringify(filters)],
    ...listTail(list),
  ]);
}

/** G9's reply: with coordinates, nearest first with distances; with text alone, A→Z without them. */
export function searchReply(snapshot: CatalogueSnapshot, query: SearchQuery): Buffer {
  const text = query.search;
  const list =
    query.latitude !== undefined && query.longitude !== undefined
      ? withinRadius(snapshot, {
          latitude: query.latitude,
          longitude: query.longitude,
          radiusMeters: query.radius * 1000,
          search: text,
          sortBy: 'distance',
        })
      : capped(text === undefined ? [] : snapshot.newest.filter((gym) => matchesText(gym, text)).sort(byName), writeGym);
  return jsonObject([
    ['success', 'true'],
    ['count', String(list.count)],
    ['gyms', list.json],
    ...listTail(list),
  ]);
}
