import type { SearchGym } from '@gymslot/shared/gym-schemas';
import type { SelectOption } from '../../components/ui/select-field';
import type { LocationSearchTexts } from './location-search-messages';

// Spec §9 "Location search": radius choices, and the orders the results can be put in (in the browser).

export type SearchRadius = '2' | '5' | '10' | '20' | '50';
export type SearchSort = 'distance' | 'price' | 'name';

export const defaultSearchRadius: SearchRadius = '10';

export const searchRadiusOptions: readonly SelectOption<SearchRadius>[] = [
  { value: '2', label: '2 km' },
  { value: '5', label: '5 km' },
  { value: '10', label: '10 km' },
  { value: '20', label: '20 km' },
  { value: '50', label: '50 km' },
];

/** Distance only makes sense once the person is located; labels in the language shown. */
export function searchSortOptions(located: boolean, t: LocationSearchTexts): readonly SelectOption<SearchSort>[] {
  const byPriceAndName: SelectOption<SearchSort>[] = [
    { value: 'price', label: t.sortPrice },
    { value: 'name', label: t.sortName },
  ];
  return located ? [{ value: 'distance', label: t.sortDistance }, ...byPriceAndName] : byPriceAndName;
}

/** API contract §7: a missing distance counts as 0; prices low first; names A→Z. */
export function sortSearchResults(gyms: readonly SearchGym[], sortBy: SearchSort): SearchGym[] {
  const compare: Record<SearchSort, (a: SearchGym, b: SearchGym) => number> = {
    distance: (a, b) => (a.distance ?? 0) - (b.distance ?? 0),
    price: (a, b) => a.pricePerHour - b.pricePerHour,
    name: (a, b) => a.name.localeCompare(b.name, 'en-IN'),
  };
  return [...gyms].sort(compare[sortBy]);
}
