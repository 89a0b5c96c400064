import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistListReply } from '@gymslot/shared/waitlist-schemas';
import { listMyWaitlist } from '@gymslot/shared/endpoints/waitlist';
import { callEndpoint } from '../../../lib/call-endpoint';

/** The person's waitlist entries whose slot has not started, soonest slot first (API contract §8.4). */
export function fetchMyWaitlist(signal?: AbortSignal): Promise<WaitlistListReply> {
  return callEndpoint(listMyWaitlist, { signal });
}

export const myWaitlistQueryKey = ['bookings', 'waitlist'] as const;

// Positions move and offers arrive while nobody watches, so every arrival reads the list afresh.
export const myWaitlistQueryOptions = queryOptions({
  queryKey: myWaitlistQueryKey,
  queryFn: ({ signal }) => fetchMyWaitlist(signal),
  staleTime: 0,
});

/** `enabled` is false where the screen shows no slots to wait for. */
export function useMyWaitlistQuery(enabled = true) {
  return useQuery({ ...myWaitlistQueryOptions, enabled });
}
