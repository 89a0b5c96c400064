import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingListReply } from '@gymslot/shared/booking-schemas';
import { apiRequest } from '../../../lib/api-client';

export async function fetchAllBookings(signal?: AbortSignal): Promise<Booking[]> {
  const reply = await apiRequest<BookingListReply>('/bookings/all', { signal });
  return reply.bookings;
}

export const allBookingsQueryOptions = queryOptions({
  queryKey: ['admin', 'bookings'],
  queryFn: ({ signal }) => fetchAllBookings(signal),
  staleTime: 0,
});

export function useAllBookingsQuery() {
  return useQuery(allBookingsQueryOptions);
}
