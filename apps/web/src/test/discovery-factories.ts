import type { CityStat, NearbyGym, PublicGym } from '@gymslot/shared/gym-schemas';
import { createPublicGym } from './booking-factories';
import { reply } from './mock-api';
import type { MockReply } from './mock-api';

export function createCityStat(overrides: Partial<CityStat> = {}): CityStat {
  const name = overrides.name ?? 'Pune';
  return {
    _id: name,
    name,
    description: 'Explore gyms available in this city.',
    totalGyms: 5,
    popular: false,
    averageRating: 4.4,
    ...overrides,
  };
}

export function createNearbyGym(overrides: Partial<NearbyGym> = {}): NearbyGym {
  return { ...createPublicGym(overrides), distance: 1.25, ...overrides };
}

/** A gym list reply with the server's list cap fields. */
export function gymListReply(key: 'data' | 'gyms', gyms: readonly PublicGym[]): MockReply {
  return reply(200, { success: true, count: gyms.length, [key]: gyms, limit: 100, truncated: false });
}

/** The nearby call's reply, as the server words it. */
export function nearbyReply(gyms: readonly NearbyGym[], radius = 5, search: string | null = null): MockReply {
  return reply(200, {
    success: true,
    count: gyms.length,
    message: `Found ${gyms.length} gyms within ${radius} km`,
    gyms,
    filters: { search, radius, minPrice: null, maxPrice: null, minRating: null, amenities: [], sortBy: 'distance' },
    limit: 100,
    truncated: false,
  });
}
