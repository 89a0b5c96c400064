import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListReply } from '@gymslot/shared/booking-schemas';
import { listMyBookings } from '@gymslot/shared/endpoints/bookings';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myBookingsQueryKey } from '../../../lib/query-keys';

/** With the cancelled and refunded ones, for the Past list. */
export function fetchMyBookings(signal?: AbortSignal): Promise<BookingListReply> {
  return callEndpoint(listMyBookings, { query: { include: 'cancelled' }, signal });
}


// Holds expire and owners verify codes meanwhile, so the list is always fetched fresh on arrival.
export const myBookingsQueryOptions = queryOptions({
  queryKey: myBookingsQueryKey,
  queryFn: ({ signal }) => fetchMyBookings(signal),
  staleTime: 0,
});

export function useMyBookingsQuery() {
  return useQuery(myBookingsQueryOptions);
}
