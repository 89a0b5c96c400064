import { i18n } from '../../../i18n/i18n';

/**
 * Spec §8, used by the map finder: one message per way locating can fail, keyed by its LocationFailure,
 * and the screen shown when there is no position at all.
 */
export const locationMessages = i18n('discovery-location', {
  unsupported: 'Geolocation is not supported by this browser.',
  denied: 'Location access denied. Please enable location permissions.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  unknown: 'An unknown error occurred while retrieving location.',
  errorHeading: 'Location Error',
  tryAgain: 'Try Again',
});

