import { useInfiniteQuery } from '@tanstack/react-query';
import type { DeskBooking as Booking } from '@gymslot/shared/booking-schemas';
import { listGymBookings } from '@gymslot/shared/endpoints/managed-bookings';
import { FIRST_PAGE_SIZES } from '@gymslot/shared/first-page-queries';
import { bookingFilterQuery, type BookingFilters } from '../../../lib/booking-filters';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ownerBookingsQueryKey } from './get-owner-bookings';

export interface BookingPage {
  bookings: Booking[];
  nextCursor: string | null;
}

/** One keyset page of B5 with the filters (§8.7). */
export async function fetchOwnerBookingPage(filters: BookingFilters, cursor: string | undefined, limit: number, signal?: AbortSignal): Promise<BookingPage> {
  const reply = await callEndpoint(listGymBookings, { query: bookingFilterQuery(filters, { cursor, limit }), signal });
  return { bookings: reply.bookings, nextCursor: reply.nextCursor ?? null };
}

/** Pages follow each other by cursor; kept under the bookings key, so a check-in refreshes them. */
export function useOwnerBookingPagesQuery(filters: BookingFilters, limit: number = FIRST_PAGE_SIZES.bookings) {
  return useInfiniteQuery({
    queryKey: [...ownerBookingsQueryKey, 'pages', filters, limit],
    queryFn: ({ pageParam, signal }) => fetchOwnerBookingPage(filters, pageParam, limit, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
