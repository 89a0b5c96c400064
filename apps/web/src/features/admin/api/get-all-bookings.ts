import { useInfiniteQuery } from '@tanstack/react-query';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { listAllBookings } from '@gymslot/shared/endpoints/managed-bookings';
import { bookingFilterQuery, type BookingFilters } from '../../../lib/booking-filters';
import { callEndpoint } from '../../../lib/call-endpoint';

interface BookingPage {
  bookings: Booking[];
  nextCursor: string | null;
}

/** One keyset page of B6 with the filters (§8.7). */
export async function fetchAllBookingsPage(filters: BookingFilters, cursor: string | undefined, signal?: AbortSignal): Promise<BookingPage> {
  const reply = await callEndpoint(listAllBookings, { query: bookingFilterQuery(filters, { cursor, limit: 50 }), signal });
  return { bookings: reply.bookings, nextCursor: reply.nextCursor ?? null };
}

export function useAllBookingPagesQuery(filters: BookingFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'bookings', 'pages', filters],
    queryFn: ({ pageParam, signal }) => fetchAllBookingsPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
