import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGym } from '@gymslot/shared/endpoints/gyms';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function fetchGym(gymId: string, signal?: AbortSignal): Promise<PublicGym> {
  const reply = await callEndpoint(getGym, { params: { id: gymId }, signal });
  return reply.gym;
}

export const isGymNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const gymQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: ['gyms', 'by-id', gymId],
    queryFn: ({ signal }) => fetchGym(gymId, signal),
    // An unknown gym stays unknown: asking again only delays 'Gym not found.' on slow data.
    retry: (failureCount, error) => !isGymNotFound(error) && failureCount < 1,
  });

/** G5, one gym by id: the gym page, the booking form and the availability screens all read it through here. */
export function useGymQuery(gymId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gymQueryOptions(gymId), enabled });
}
