import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchGym, SearchGymsReply } from '@gymslot/shared/gym-schemas';
import { apiRequest } from '../../../lib/api-client';

export interface GymSearchParams {
  /** Trimmed text; matched against name, city, address and description. */
  search?: string;
  /** With coordinates the server adds each gym's distance (API contract G9 way a). */
  near?: { latitude: number; longitude: number; radius: number };
}

export function gymSearchQueryString({ search, near }: GymSearchParams): string {
  const query = new URLSearchParams();
  if (near) {
    query.set('latitude', String(near.latitude));
    query.set('longitude', String(near.longitude));
    query.set('radius', String(near.radius));
  }
  if (search) query.set('search', search);
  return query.toString();
}

export async function searchGyms(params: GymSearchParams, signal?: AbortSignal): Promise<SearchGym[]> {
  const reply = await apiRequest<SearchGymsReply>(`/gyms/search?${gymSearchQueryString(params)}`, { signal });
  return reply.gyms;
}

export const gymSearchQueryOptions = (params: GymSearchParams) =>
  queryOptions({
    queryKey: ['gyms', 'search', params],
    queryFn: ({ signal }) => searchGyms(params, signal),
  });

/** Nothing runs until there is something to search for (null). */
export function useGymSearchQuery(params: GymSearchParams | null) {
  return useQuery({ ...gymSearchQueryOptions(params ?? {}), enabled: params !== null });
}
