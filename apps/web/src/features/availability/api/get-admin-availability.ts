import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminAvailability } from '@gymslot/shared/endpoints/availability';
import type { OwnerAvailabilityReply } from '@gymslot/shared/owner-availability-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { isNotFound } from '../is-not-found';
import { gymAvailabilityQueryPrefix } from './get-owner-availability';

/** V3 answers with the same body as the owner's V2. */
export function fetchAdminAvailability(gymId: string, signal?: AbortSignal): Promise<OwnerAvailabilityReply> {
  return callEndpoint(getAdminAvailability, { params: { gymId }, signal });
}

export const adminAvailabilityQueryOptions = (gymId: string) =>
  queryOptions({
    queryKey: [...gymAvailabilityQueryPrefix(gymId), 'admin'],
    queryFn: ({ signal }) => fetchAdminAvailability(gymId, signal),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useAdminAvailabilityQuery(gymId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminAvailabilityQueryOptions(gymId), enabled });
}
