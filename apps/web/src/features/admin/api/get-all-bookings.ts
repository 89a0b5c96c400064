import { useInfiniteQuery } from '@tanstack/react-query';
import type { Booking, ManagedBookingListReply } from '@gymslot/shared/booking-schemas';
import { apiRequest } from '../../../lib/api-client';
import { bookingFilterSearch, type BookingFilters } from '../../../lib/booking-filters';

interface BookingPage {
  bookings: Booking[];
  nextCursor: string | null;
}

/** One keyset page of B6 with the filters (§8.7). */
export async function fetchAllBookingsPage(filters: BookingFilters, cursor: string | undefined, signal?: AbortSignal): Promise<BookingPage> {
  const reply = await apiRequest<ManagedBookingListReply>(`/bookings/all?${bookingFilterSearch(filters, { cursor, limit: 50 })}`, { signal });
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
