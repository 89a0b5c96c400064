import type { NearbySort } from '@gymslot/shared/gym-schemas';
import type { SelectOption } from '../../components/ui/select-field';
import type { NearbyGymsParams } from './api/get-nearby-gyms';
import type { Coordinates } from './location/request-position';

// Spec §9 "Map finder": the choices its filter panel offers.

export type MapFinderRadius = '1' | '2' | '5';
export type MapFinderSort = Extract<NearbySort, 'distance' | 'price_low' | 'price_high'>;
export type MinimumRating = 'any' | '1' | '2' | '3' | '4' | '5';

export interface MapFinderFilters {
  search: string;
  radius: MapFinderRadius;
  sortBy: MapFinderSort;
  minRating: MinimumRating;
  amenities: readonly string[];
}

export const defaultMapFinderFilters: MapFinderFilters = {
  search: '',
  radius: '5',
  sortBy: 'distance',
  minRating: 'any',
  amenities: [],
};

export const mapFinderRadiusOptions: readonly SelectOption<MapFinderRadius>[] = [
  { value: '1', label: '1 km' },
  { value: '2', label: '2 km' },
  { value: '5', label: '5 km' },
];

/** The widest radius the panel offers: no point suggesting a larger one. */
export const isLargestMapFinderRadius = (radius: MapFinderRadius) => radius === mapFinderRadiusOptions.at(-1)?.value;

export const mapFinderSortOptions: readonly SelectOption<MapFinderSort>[] = [
  { value: 'distance', label: 'Distance' },
  { value: 'price_low', label: 'Price: Low to High' },
  { value: 'price_high', label: 'Price: High to Low' },
];

export const minimumRatingOptions: readonly SelectOption<MinimumRating>[] = [
  { value: 'any', label: 'Any rating' },
  { value: '1', label: '1+ stars' },
  { value: '2', label: '2+ stars' },
  { value: '3', label: '3+ stars' },
  { value: '4', label: '4+ stars' },
  { value: '5', label: '5 stars' },
];

/** Spec §9: the panel offers the first 8 amenities the server lists. */
export const amenityFilterLimit = 8;

/** How many panel filters differ from the defaults (the search box has its own field, so it does not count). */
export function activeFilterCount(filters: MapFinderFilters): number {
  return (
    Number(filters.radius !== defaultMapFinderFilters.radius) +
    Number(filters.sortBy !== defaultMapFinderFilters.sortBy) +
    Number(filters.minRating !== defaultMapFinderFilters.minRating) +
    filters.amenities.length
  );
}

/** The nearby call for these filters around a point; the map finder always says how to sort. */
export function toNearbyGymsParams(origin: Coordinates, filters: MapFinderFilters): NearbyGymsParams {
  const search = filters.search.trim();
  return {
    lat: origin.latitude,
    lng: origin.longitude,
    radius: Number(filters.radius),
    sortBy: filters.sortBy,
    ...(search !== '' && { search }),
    ...(filters.minRating !== 'any' && { minRating: Number(filters.minRating) }),
    ...(filters.amenities.length > 0 && { amenities: filters.amenities }),
  };
}

/** Close enough to see the whole radius on a phone. */
export const zoomByRadius: Record<MapFinderRadius, number> = { '1': 14, '2': 13, '5': 12 };
