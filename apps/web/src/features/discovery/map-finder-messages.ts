import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

/** The map finder's texts (spec §2 and §9 "Map finder"): the page, its toolbar, filter panel and results line. */
export const mapFinderMessages = i18n('discovery-map-finder', {
  pageTitle: 'Find Gyms Near You | GymSlot',
  heading: 'Find Gyms Near You',
  showingDefault: 'Showing default location',
  defaultLocationNote: 'Your location is off, so the map shows Mumbai and no ‘You are here’ marker.',
  fetchingLocation: 'Fetching your location...',
  searchLabel: 'Search gyms',
  searchPlaceholder: 'Search gyms by name or city...',
  filters: 'Filters',
  active: 'active',
  radius: 'Radius',
  sortBy: 'Sort by',
  minimumRating: 'Minimum rating',
  clearAll: 'Clear All',
  applyFilters: 'Apply Filters',
  sortDistance: 'Distance',
  sortPriceLow: 'Price: Low to High',
  sortPriceHigh: 'Price: High to Low',
  anyRating: 'Any rating',
  oneStarUp: '1+ stars',
  twoStarsUp: '2+ stars',
  threeStarsUp: '3+ stars',
  fourStarsUp: '4+ stars',
  fiveStars: '5 stars',
  gymCount: count({ one: '{count} gym', other: '{count} gyms' }),
  found: params('Found {gyms} within {radius} km'),
  foundForSearch: params('Found {gyms} within {radius} km for "{search}"'),
  searching: 'Searching for gyms…',
  fetchFailed: 'Failed to fetch nearby gyms.',
  mapLabel: 'Map of gyms near you',
  noGymsHere: 'No gyms found here.',
  tryFewerFilters: 'Try fewer filters or another search.',
  tryLargerRadius: 'Try a larger radius, fewer filters or another search.',
});

export type MapFinderTexts = ReturnType<typeof mapFinderMessages.get>;
