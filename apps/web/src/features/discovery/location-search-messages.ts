import { count } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

/** The location search page's texts (spec §2 and §9 "Location search"): form, quick actions, choices and results. */
export const locationSearchMessages = i18n('discovery-location-search', {
  pageTitle: 'Find Gyms Near You | GymSlot',
  heading: 'Find Gyms Near You',
  searchLabel: 'Search by city, area or gym name',
  searchPlaceholder: 'e.g. Koramangala or Bandra',
  search: 'Search',
  useMyLocation: 'Use My Location',
  locationDenied: 'Location access denied. Please search by city or address.',
  radius: 'Radius',
  sortBy: 'Sort by',
  sortDistance: 'Distance',
  sortPrice: 'Price: Low to High',
  sortName: 'Name: A to Z',
  quickActions: 'Quick actions',
  findNearMe: 'Find Gyms Near Me',
  viewMap: 'View Map',
  browseByCity: 'Browse by City',
  findingLocation: 'Finding your location…',
  nearbyFailed: 'Failed to fetch nearby gyms.',
  searchFailed: 'Failed to search gyms. Please try again.',
  searching: 'Searching gyms…',
  noGyms: 'No gyms found',
  noGymsHint: 'Try another area, a larger radius, or browse by city.',
  results: 'Search results',
  gymsFound: count({ one: '{count} gym found', other: '{count} gyms found' }),
});

export type LocationSearchTexts = ReturnType<typeof locationSearchMessages.get>;
