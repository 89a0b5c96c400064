import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyGymsReply, NearbySort } from '@gymslot/shared/gym-schemas';
import { apiRequest } from '../../../lib/api-client';

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
export function nearbyGymsQueryString(params: NearbyGymsParams): string {
  const query = new URLSearchParams({ lat: String(params.lat), lng: String(params.lng), radius: String(params.radius) });
  if (params.sortBy !== undefined) query.set('sortBy', params.sortBy);
  if (params.search !== undefined && params.search.trim() !== '') query.set('search', params.search.trim());
  if (params.minRating !== undefined) query.set('minRating', String(params.minRating));
  params.amenities?.forEach((amenity) => query.append('amenities', amenity));
  return query.toString();
}

export function fetchNearbyGyms(params: NearbyGymsParams, signal?: AbortSignal): Promise<NearbyGymsReply> {
  return apiRequest<NearbyGymsReply>(`/gyms/nearby?${nearbyGymsQueryString(params)}`, { signal });
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
