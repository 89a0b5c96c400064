import type { NearbySort } from '@gymslot/shared/gym-schemas';
import type { CatalogueGym } from './catalogue-gym.js';

export interface Measured {
  gym: CatalogueGym;
  distanceMeters: number;
}

/** Code-unit order, like the database's `collate "C"`: the same A→Z whatever the locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A→Z by lower-cased name, then id, so equal names still come back in one order. */
export function byName(a: CatalogueGym, b: CatalogueGym): number {
  return compareText(a.nameKey, b.nameKey) || compareText(a.id, b.id);
}

/**
 * Comparators answer -1, 0 or 1 rather than a difference of two doubles: a fractional result would
 * be boxed on the heap at every comparison of every sort.
 */
function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byDistance(a: Measured, b: Measured): number {
  return compareNumbers(a.distanceMeters, b.distanceMeters) || compareText(a.gym.id, b.gym.id);
}

/** Every order ends on distance, then id, so equal prices or ratings still come back in one order. */
export function radiusOrder(sortBy: NearbySort): (a: Measured, b: Measured) => number {
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
