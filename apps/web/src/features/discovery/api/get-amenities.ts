import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAmenities } from '@gymslot/shared/endpoints/gyms';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function fetchAmenities(signal?: AbortSignal): Promise<string[]> {
  const reply = await callEndpoint(listAmenities, { signal });
  return reply.amenities;
}

export const amenitiesQueryOptions = queryOptions({
  queryKey: ['gyms', 'amenities'],
  queryFn: ({ signal }) => fetchAmenities(signal),
  staleTime: 5 * 60_000,
});

export function useAmenitiesQuery() {
  return useQuery(amenitiesQueryOptions);
}
