import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminDisputesReply, DisputeStatus } from '@gymslot/shared/dispute-schemas';
import { listDisputes } from '@gymslot/shared/endpoints/disputes';
import { callEndpoint } from '../../../lib/call-endpoint';

/** One page of disputes (§8.10): 20, newest first, each with its booking and evidence; no `status` lists every one. */
export function fetchAdminDisputesPage(status: DisputeStatus | undefined, cursor: string | undefined, signal?: AbortSignal): Promise<AdminDisputesReply> {
  return callEndpoint(listDisputes, { query: { status, cursor }, signal });
}

/** Every cached dispute list, whatever its filter: an answer updates them all. */
export const adminDisputesQueryKey = ['admin', 'disputes'] as const;

export const adminDisputePagesQueryOptions = (status: DisputeStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...adminDisputesQueryKey, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => fetchAdminDisputesPage(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Razorpay's webhooks move disputes on at any time, so the list is read afresh each time it is shown.
    staleTime: 0,
  });

export function useAdminDisputePagesQuery(status: DisputeStatus | undefined) {
  return useInfiniteQuery(adminDisputePagesQueryOptions(status));
}
