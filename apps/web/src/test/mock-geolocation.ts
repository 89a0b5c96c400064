import { onTestFinished, vi } from 'vitest';

/** A position, a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout, other unknown), or no answer yet. */
export type GeolocationOutcome = { latitude: number; longitude: number } | { errorCode: number } | 'no-answer';

/**
 * Gives the browser a geolocation service that answers with `outcome` (jsdom has none, which is
 * how 'not supported' is tested). Like a real browser it answers asynchronously.
 */
export function mockGeolocation(outcome: GeolocationOutcome) {
  const getCurrentPosition = vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) => {
    if (outcome === 'no-answer') return;
    queueMicrotask(() => {
      if ('errorCode' in outcome) {
        onError?.({ code: outcome.errorCode, message: 'mock failure' } as GeolocationPositionError);
      } else {
        onSuccess({ coords: { latitude: outcome.latitude, longitude: outcome.longitude } } as GeolocationPosition);
      }
    });
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });
  return getCurrentPosition;
}
