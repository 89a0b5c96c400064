import type { NearbySort } from '@gymslot/shared/gym-schemas';
import type { CatalogueGym } from './catalogue-gym.js';
import { compareText } from './catalogue-order.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import { earthDistanceMeters, toEarthPoint } from './earth-distance.js';

// Filters and orders of the public searches, over the in-memory catalogue.

export interface Measured {
  gym: CatalogueGym;
  distanceMeters: number;
}

export interface GymFilter {
  search?: string | undefined;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  minRating?: number | undefined;
  /** Lower-case names; a gym must list every one of them. */
  amenities?: readonly string[];
}

export interface RadiusQuery extends GymFilter {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  sortBy: NearbySort;
}

/** Case-insensitive "contains" on name, city, address and description, the text taken literally. */
export function matchesText(gym: CatalogueGym, text: string): boolean {
  const wanted = text.toLowerCase();
  return gym.searchable.some((field) => field.includes(wanted));
}

function matchesFilter(gym: CatalogueGym, filter: GymFilter): boolean {
  if (filter.search !== undefined && !matchesText(gym, filter.search)) return false;
  if (filter.minPricePaise !== undefined && gym.pricePerHourPaise < filter.minPricePaise) return false;
  if (filter.maxPricePaise !== undefined && gym.pricePerHourPaise > filter.maxPricePaise) return false;
  if (filter.minRating !== undefined && gym.rating < Math.fround(filter.minRating)) return false;
  for (const name of filter.amenities ?? []) if (!gym.amenityKeys.has(name)) return false;
  return true;
}

/** Answers -1, 0 or 1, never a difference of two doubles (one would be boxed at every comparison). */
function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byDistance(a: Measured, b: Measured): number {
  return compareNumbers(a.distanceMeters, b.distanceMeters) || compareText(a.gym.id, b.gym.id);
}

/** Every order ends on distance, then id, so equal prices or ratings still come back in one order. */
function radiusOrder(sortBy: NearbySort): (a: Measured, b: Measured) => number {
  switch (sortBy) {
    case 'price_low':
      return (a, b) => a.gym.pricePerHourPaise - b.gym.pricePerHourPaise || byDistance(a, b);
    case 'price_high':
      return (a, b) => b.gym.pricePerHourPaise - a.gym.pricePerHourPaise || byDistance(a, b);
    case 'rating':
      return (a, b) => compareNumbers(b.gym.rating, a.gym.rating) || b.gym.totalRatings - a.gym.totalRatings || byDistance(a, b);
    case 'name':
      return (a, b) => compareText(a.gym.nameKey, b.gym.nameKey) || byDistance(a, b);
    case 'distance':
      return byDistance;
  }
}

/** Every public gym within a great-circle radius that passes the filter, in the asked order. */
export function findWithinRadius(snapshot: CatalogueSnapshot, query: RadiusQuery): Measured[] {
  const origin = toEarthPoint(query.latitude, query.longitude);
  const found: Measured[] = [];
  for (const gym of snapshot.grid.around(query.latitude, query.longitude, query.radiusMeters)) {
    const distanceMeters = earthDistanceMeters(origin, gym.point);
    if (distanceMeters <= query.radiusMeters && matchesFilter(gym, query)) found.push({ gym, distanceMeters });
  }
  return found.sort(radiusOrder(query.sortBy));
}
