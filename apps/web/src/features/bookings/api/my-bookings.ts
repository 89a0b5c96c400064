import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListReply } from '@gymslot/shared/booking-schemas';
import { apiRequest } from '../../../lib/api-client';

/** With the cancelled and refunded ones, for the Past list. */
export function fetchMyBookings(signal?: AbortSignal): Promise<BookingListReply> {
  return apiRequest<BookingListReply>('/bookings/my-bookings?include=cancelled', { signal });
}

export const myBookingsQueryKey = ['bookings', 'mine'] as const;

// Holds expire and owners verify codes meanwhile, so the list is always fetched fresh on arrival.
export const myBookingsQueryOptions = queryOptions({
  queryKey: myBookingsQueryKey,
  queryFn: ({ signal }) => fetchMyBookings(signal),
  staleTime: 0,
});

export function useMyBookingsQuery() {
  return useQuery(myBookingsQueryOptions);
}
