import { useSyncExternalStore } from 'react';
import { getLocation, subscribeToLocation } from './location-store';
import type { RouterLocation } from './location-store';

export function useLocation(): RouterLocation {
  return useSyncExternalStore(subscribeToLocation, getLocation);
}
