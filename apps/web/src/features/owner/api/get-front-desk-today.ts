import { useInfiniteQuery } from '@tanstack/react-query';
import { listGymBookings } from '@gymslot/shared/endpoints/managed-bookings';
import { FIRST_PAGE_SIZES } from '@gymslot/shared/first-page-queries';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { BookingPage } from './get-owner-booking-pages';
import { ownerBookingsQueryKey } from './get-owner-bookings';

/**
 * One page of the front desk's Today (B5 `day=today`, decision 067): the server decides what today
 * is, and adds the slots whose check-in window is open across midnight.
 */
export async function fetchFrontDeskTodayPage(cursor: string | undefined, limit: number, signal?: AbortSignal): Promise<BookingPage> {
  const reply = await callEndpoint(listGymBookings, { query: { day: 'today', cursor, limit: String(limit) }, signal });
  return { bookings: reply.bookings, nextCursor: reply.nextCursor ?? null };
}

/** Kept under the bookings key, so a check-in refreshes it; asked afresh each time, as the day moves on. */
export function useFrontDeskTodayQuery(limit: number = FIRST_PAGE_SIZES.deskToday) {
  return useInfiniteQuery({
    queryKey: [...ownerBookingsQueryKey, 'today', limit],
    queryFn: ({ pageParam, signal }) => fetchFrontDeskTodayPage(pageParam, limit, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
