import type { NearbySort } from '@gymslot/shared/gym-schemas';
import type { GymFilter } from './catalogue-filters.js';
import { matchesFilter } from './catalogue-filters.js';
import { radiusOrder, type Measured } from './catalogue-order.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import { earthDistanceMeters, toEarthPoint } from './earth-distance.js';

export interface RadiusQuery extends GymFilter {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  sortBy: NearbySort;
}

/** Every public gym within a great-circle radius that passes the filter, in the asked order. */
export function findWithinRadius(snapshot: CatalogueSnapshot, query: RadiusQuery): Measured[] {
  const origin = toEarthPoint(query.latitude, query.longitude);
  const found: Measured[] = [];
  for (const gym of snapshot.grid.around(query.latitude, query.longitude, query.radiusMeters)) {
    const distanceMeters = earthDistanceMeters(origin, gym.point);
    if (distanceMeters <= query.radiusMeters && matchesFilter(gym, query)) found.push({ gym, distanceMeters });
  }
  return found.sort(radiusOrder(query.sortBy));
}
