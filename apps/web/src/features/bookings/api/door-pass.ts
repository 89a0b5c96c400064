import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorPassReply } from '@gymslot/shared/door-pass-schemas';
import { getDoorPass } from '@gymslot/shared/endpoints/bookings';
import { callEndpoint } from '../../../lib/call-endpoint';

export function fetchDoorPass(bookingId: string, signal?: AbortSignal): Promise<DoorPassReply> {
  return callEndpoint(getDoorPass, { params: { id: bookingId }, signal });
}

export const doorPassQueryKey = (bookingId: string) => ['bookings', 'pass', bookingId] as const;

// A booking's pass does not change while it stays open, and a refusal (cancelled, checked in) will
// not change on a retry: the OTP beside it is the fallback either way.
export const doorPassQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: doorPassQueryKey(bookingId),
    queryFn: ({ signal }) => fetchDoorPass(bookingId, signal),
    staleTime: Infinity,
    retry: false,
  });

/** The signed pass of one of the caller's paid bookings (API contract §8.5). */
export function useDoorPassQuery(bookingId: string) {
  return useQuery(doorPassQueryOptions(bookingId));
}
