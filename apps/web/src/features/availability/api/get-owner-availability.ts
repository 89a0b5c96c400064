import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnerAvailability } from '@gymslot/shared/endpoints/availability';
import type { OwnerAvailabilityReply } from '@gymslot/shared/owner-availability-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { isNotFound } from '../is-not-found';

export function fetchOwnerAvailability(gymId: string, signal?: AbortSignal): Promise<OwnerAvailabilityReply> {
  return callEndpoint(getOwnerAvailability, { params: { gymId }, signal });
}

/** Every cached availability view of one gym (owner and admin), to refresh after a change. */
export const gymAvailabilityQueryPrefix = (gymId: string) => ['availability', 'all', gymId] as const;

export const ownerAvailabilityQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: [...gymAvailabilityQueryPrefix(gymId), 'owner'],
    queryFn: ({ signal }) => fetchOwnerAvailability(gymId, signal),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useOwnerAvailabilityQuery(gymId: string) {
  return useQuery(ownerAvailabilityQueryOptions(gymId));
}
