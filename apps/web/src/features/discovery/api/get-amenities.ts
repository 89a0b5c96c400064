import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AmenitiesReply } from '@gymslot/shared/gym-schemas';
import { apiRequest } from '../../../lib/api-client';

export async function fetchAmenities(signal?: AbortSignal): Promise<string[]> {
  const reply = await apiRequest<AmenitiesReply>('/gyms/amenities', { signal });
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
