import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCityStats } from '@gymslot/shared/endpoints/gyms';
import type { CityStat } from '@gymslot/shared/gym-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function fetchCityStats(signal?: AbortSignal): Promise<CityStat[]> {
  const reply = await callEndpoint(getCityStats, { signal });
  return reply.data;
}

export const cityStatsQueryOptions = queryOptions({
  queryKey: ['gyms', 'city-stats'],
  queryFn: ({ signal }) => fetchCityStats(signal),
});

export function useCityStatsQuery() {
  return useQuery(cityStatsQueryOptions);
}
