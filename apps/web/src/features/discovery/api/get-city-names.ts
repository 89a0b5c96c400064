import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCityNames } from '@gymslot/shared/endpoints/gyms';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function fetchCityNames(signal?: AbortSignal): Promise<string[]> {
  const reply = await callEndpoint(listCityNames, { signal });
  return reply.cities;
}

export const cityNamesQueryOptions = queryOptions({
  queryKey: ['gyms', 'cities'],
  queryFn: ({ signal }) => fetchCityNames(signal),
});

export function useCityNamesQuery() {
  return useQuery(cityNamesQueryOptions);
}
