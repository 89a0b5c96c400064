import type { NearbySort } from '@gymslot/shared/gym-schemas';
import type { SelectOption } from '../../components/ui/select-field';
import type { NearbyGymsParams } from './api/get-nearby-gyms';
import type { Coordinates } from './location/request-position';
import type { MapFinderTexts } from './map-finder-messages';

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

/** The keys of the texts that are plain strings, so a choice can name its label by key. */
type MapFinderLabel = { [Key in keyof MapFinderTexts]: MapFinderTexts[Key] extends string ? Key : never }[keyof MapFinderTexts];

/** A choice whose label is a message key, looked up in the language shown when the panel draws. */
export interface LabelledChoice<Value extends string> {
  value: Value;
  label: MapFinderLabel;
}

export const mapFinderSortOptions: readonly LabelledChoice<MapFinderSort>[] = [
  { value: 'distance', label: 'sortDistance' },
  { value: 'price_low', label: 'sortPriceLow' },
  { value: 'price_high', label: 'sortPriceHigh' },
];

export const minimumRatingOptions: readonly LabelledChoice<MinimumRating>[] = [
  { value: 'any', label: 'anyRating' },
  { value: '1', label: 'oneStarUp' },
  { value: '2', label: 'twoStarsUp' },
  { value: '3', label: 'threeStarsUp' },
  { value: '4', label: 'fourStarsUp' },
  { value: '5', label: 'fiveStars' },
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
