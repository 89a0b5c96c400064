import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListReply } from '@gymslot/shared/booking-schemas';
import { listMyBookings } from '@gymslot/shared/endpoints/bookings';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myBookingsQueryKey } from '../../../lib/query-keys';
import { withSavedCopyTime, type MaybeSaved } from '../../../lib/saved-copy';

/**
 * With the cancelled and refunded ones, for the Past list; `savedAt` when the server could not be
 * reached and the service worker answered with its saved copy (decision 067).
 */
export function fetchMyBookings(signal?: AbortSignal): Promise<MaybeSaved<BookingListReply>> {
  return withSavedCopyTime((onResponse) => callEndpoint(listMyBookings, { query: { include: 'cancelled' }, signal, onResponse }));
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
