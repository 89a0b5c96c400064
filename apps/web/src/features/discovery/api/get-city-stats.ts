import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityStat, CityStatsReply } from '@gymslot/shared/gym-schemas';
import { apiRequest } from '../../../lib/api-client';

export async function fetchCityStats(signal?: AbortSignal): Promise<CityStat[]> {
  const reply = await apiRequest<CityStatsReply>('/gyms/city-stats', { signal });
  return reply.data;
}

export const cityStatsQueryOptions = queryOptions({
  queryKey: ['gyms', 'city-stats'],
  queryFn: ({ signal }) => fetchCityStats(signal),
});

export function useCityStatsQuery() {
  return useQuery(cityStatsQueryOptions);
}
