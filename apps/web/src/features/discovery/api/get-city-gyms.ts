import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCityGyms } from '@gymslot/shared/endpoints/gyms';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function fetchCityGyms(city: string, signal?: AbortSignal): Promise<PublicGym[]> {
  const reply = await callEndpoint(listCityGyms, { params: { city }, signal });
  return reply.gyms;
}

// The server matches the trimmed name without regard to case, so 'pune' and 'Pune ' share one cache entry.
export const cityGymsQueryOptions = (city: string) =>
  queryOptions({
    queryKey: ['gyms', 'city', city.trim().toLowerCase()],
    queryFn: ({ signal }) => fetchCityGyms(city.trim(), signal),
  });

/** Spec §4: runs again whenever the city changes, and only when there is one. */
export function useCityGymsQuery(city: string) {
  return useQuery({ ...cityGymsQueryOptions(city), enabled: city.trim() !== '' });
}
