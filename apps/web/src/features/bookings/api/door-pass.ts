import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorPassReply } from '@gymslot/shared/door-pass-schemas';
import { apiRequest } from '../../../lib/api-client';

export function fetchDoorPass(bookingId: string, signal?: AbortSignal): Promise<DoorPassReply> {
  return apiRequest<DoorPassReply>(`/bookings/${encodeURIComponent(bookingId)}/pass`, { signal });
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
