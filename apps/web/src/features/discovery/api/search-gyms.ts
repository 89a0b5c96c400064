import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchGyms as searchGymsEndpoint } from '@gymslot/shared/endpoints/gyms';
import type { SearchGym } from '@gymslot/shared/gym-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface GymSearchParams {
  /** Trimmed text; matched against name, city, address and description. */
  search?: string;
  /** With coordinates the server adds each gym's distance (API contract G9 way a). */
  near?: { latitude: number; longitude: number; radius: number };
}

/** The coordinates only with `near`, the text only when there is some. */
export async function searchGyms({ search, near }: GymSearchParams, signal?: AbortSignal): Promise<SearchGym[]> {
  const query = { latitude: near?.latitude.toString(), longitude: near?.longitude.toString(), radius: near?.radius.toString(), search };
  const reply = await callEndpoint(searchGymsEndpoint, { query, signal });
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
