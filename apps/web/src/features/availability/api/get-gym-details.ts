import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymReply, PublicGym } from '@gymslot/shared/gym-schemas';
import { apiRequest } from '../../../lib/api-client';
import { isNotFound } from '../is-not-found';

export async function fetchGymDetails(gymId: string, signal?: AbortSignal): Promise<PublicGym> {
  const reply = await apiRequest<GymReply>(`/gyms/details/${encodeURIComponent(gymId)}`, { signal });
  return reply.gym;
}

export const gymDetailsQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: ['availability', 'gym-details', gymId],
    queryFn: ({ signal }) => fetchGymDetails(gymId, signal),
    // An unknown gym stays unknown; asking again only delays 'Gym not found.'.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useGymDetailsQuery(gymId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gymDetailsQueryOptions(gymId), enabled });
}
