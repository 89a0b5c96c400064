import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CitiesReply } from '@gymslot/shared/gym-schemas';
import { apiRequest } from '../../../lib/api-client';

export async function fetchCityNames(signal?: AbortSignal): Promise<string[]> {
  const reply = await apiRequest<CitiesReply>('/gyms/cities', { signal });
  return reply.cities;
}

export const cityNamesQueryOptions = queryOptions({
  queryKey: ['gyms', 'cities'],
  queryFn: ({ signal }) => fetchCityNames(signal),
});

export function useCityNamesQuery() {
  return useQuery(cityNamesQueryOptions);
}
