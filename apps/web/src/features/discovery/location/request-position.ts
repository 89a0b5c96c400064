export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type LocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

/** Spec §9: give up after 10 s. */
const locationTimeoutMs = 10_000;

// GeolocationPositionError codes; the named constants are not on every platform's error object.
const failureByErrorCode: Record<number, LocationFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** The device's position as a promise; rejects with a LocationFailure. */
export function requestPosition(maximumAgeMs: number): Promise<Coordinates> {
  return new Promise((resolve, reject: (failure: LocationFailure) => void) => {
    if (!('geolocation' in navigator)) {
      reject('unsupported');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(failureByErrorCode[error.code] ?? 'unknown'),
      { timeout: locationTimeoutMs, maximumAge: maximumAgeMs },
    );
  });
}

export function isLocationFailure(value: unknown): value is LocationFailure {
  return value === 'unsupported' || value === 'denied' || value === 'unavailable' || value === 'timeout' || value === 'unknown';
}
