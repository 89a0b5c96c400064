import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

/** The second map's texts (spec §2 "Nearby gyms"): the page and its list of gyms beside the map. */
export const nearbyMapMessages = i18n('discovery-nearby-map', {
  pageTitle: 'Nearby Gyms | GymSlot',
  heading: 'Nearby Gyms',
  findMyLocation: 'Find My Location',
  radius: 'Radius',
  locationDenied: 'Location access denied.',
  fallbackNote: 'Your location is off, so the map shows Delhi and no ‘You are here’ marker. Press Find My Location to try again.',
  gymCount: count({ one: '{count} gym', other: '{count} gyms' }),
  found: params('Found {gyms} within {radius} km'),
  fetchingLocation: 'Fetching your location...',
  searching: 'Searching for gyms…',
  mapLabel: 'Map of nearby gyms',
  fetchFailed: 'Failed to fetch nearby gyms.',
  loadingGyms: 'Loading nearby gyms…',
  noGymsHere: 'No gyms found here.',
  tryAgainOrBrowse: 'Try Find My Location again, or browse gyms by city.',
  tryLargerRadius: 'Try a larger radius.',
  noSlotsYet: 'No slots yet',
});
