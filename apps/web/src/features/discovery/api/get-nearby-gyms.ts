import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listNearbyGyms } from '@gymslot/shared/endpoints/gyms';
import type { NearbyGymsReply, NearbySort } from '@gymslot/shared/gym-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface NearbyGymsParams {
  lat: number;
  lng: number;
  /** Kilometres. */
  radius: number;
  sortBy?: NearbySort;
  search?: string;
  minRating?: number;
  /** A gym must list every one of these (API contract G8). */
  amenities?: readonly string[];
}

/** Only the filters that are set go into the query; amenities repeat (`amenities=a&amenities=b`). */
export function fetchNearbyGyms(params: NearbyGymsParams, signal?: AbortSignal): Promise<NearbyGymsReply> {
  const { lat, lng, radius, sortBy, search, minRating, amenities } = params;
  const query = {
    lat: String(lat),
    lng: String(lng),
    radius: String(radius),
    sortBy,
    search: search?.trim(),
    // No screen filters on price (the query's type names every filter).
    minPrice: undefined,
    maxPrice: undefined,
    minRating: minRating?.toString(),
    // A copy: the query's type takes a list it may change.
    amenities: amenities?.slice(),
  };
  return callEndpoint(listNearbyGyms, { query, signal });
}

export const nearbyGymsQueryOptions = (params: NearbyGymsParams) =>
  queryOptions({
    queryKey: ['gyms', 'nearby', params],
    queryFn: ({ signal }) => fetchNearbyGyms(params, signal),
  });

/** Waits for a position (null until then); keeps the last markers on the map while new filters load. */
export function useNearbyGymsQuery(params: NearbyGymsParams | null) {
  return useQuery({
    ...nearbyGymsQueryOptions(params ?? { lat: 0, lng: 0, radius: 0 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
