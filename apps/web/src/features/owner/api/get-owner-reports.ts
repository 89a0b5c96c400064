import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOwnerReports } from '@gymslot/shared/endpoints/not-let-in';
import type { OwnerReportsReply } from '@gymslot/shared/not-let-in-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ownerBookingsQueryKey } from './get-owner-bookings';

export function fetchOwnerReports(signal?: AbortSignal): Promise<OwnerReportsReply> {
  return callEndpoint(listOwnerReports, { signal });
}

/** Under the bookings' key, so a check-in (by code or by pass) reads the reports again too. */
export const ownerReportsQueryKey = [...ownerBookingsQueryKey, 'not-let-in'] as const;

/** §8.10: the reports waiting at the owner's gyms; read again every half minute while on screen, as they come in at the door. */
export const ownerReportsQueryOptions = queryOptions({
  queryKey: ownerReportsQueryKey,
  queryFn: ({ signal }) => fetchOwnerReports(signal),
  staleTime: 0,
  refetchInterval: 30_000,
});

export function useOwnerReportsQuery() {
  return useQuery(ownerReportsQueryOptions);
}
