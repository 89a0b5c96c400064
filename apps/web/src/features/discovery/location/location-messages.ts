import type { LocationFailure } from './request-position';

/** Spec §8, used by the map finder: one message per way locating can fail. */
export const locationFailureMessages: Record<LocationFailure, string> = {
  unsupported: 'Geolocation is not supported by this browser.',
  denied: 'Location access denied. Please enable location permissions.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  unknown: 'An unknown error occurred while retrieving location.',
};
