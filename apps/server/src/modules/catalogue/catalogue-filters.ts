import type { CatalogueGym } from './catalogue-gym.js';

/** Case-insensitive "contains" on name, city, address and description, the text taken literally. */
export function matchesText(gym: CatalogueGym, text: string): boolean {
  const wanted = text.toLowerCase();
  return gym.searchable.some((field) => field.includes(wanted));
}

export interface GymFilter {
  search?: string | undefined;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  minRating?: number | undefined;
  /** Lower-case names; a gym must list every one of them. */
  amenities?: readonly string[];
}

export function matchesFilter(gym: CatalogueGym, filter: GymFilter): boolean {
  if (filter.search !== undefined && !matchesText(gym, filter.search)) return false;
  if (filter.minPricePaise !== undefined && gym.pricePerHourPaise < filter.minPricePaise) return false;
  if (filter.maxPricePaise !== undefined && gym.pricePerHourPaise > filter.maxPricePaise) return false;
  if (filter.minRating !== undefined && gym.rating < Math.fround(filter.minRating)) return false;
  for (const name of filter.amenities ?? []) if (!gym.amenityKeys.has(name)) return false;
  return true;
}
