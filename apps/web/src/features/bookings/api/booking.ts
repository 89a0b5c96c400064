import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingReply } from '@gymslot/shared/booking-schemas';
import { getMyBooking } from '@gymslot/shared/endpoints/bookings';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { withSavedCopyTime, type MaybeSaved } from '../../../lib/saved-copy';

/** The booking; `savedAt` when the server could not be reached and the service worker answered with its saved copy (decision 067). */
export function fetchBooking(bookingId: string, signal?: AbortSignal): Promise<MaybeSaved<BookingReply>> {
  return withSavedCopyTime((onResponse) => callEndpoint(getMyBooking, { params: { id: bookingId }, signal, onResponse }));
}

export const bookingQueryKey = (bookingId: string) => ['bookings', 'detail', bookingId] as const;

export const bookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: bookingQueryKey(bookingId),
    queryFn: ({ signal }) => fetchBooking(bookingId, signal),
    // A 404 will not change on a second try; a flaky network might.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status === 404),
  });

/** One of the caller's own bookings, in any state; `enabled` is false when the screen already has it. */
export function useBookingQuery(bookingId: string, enabled = true) {
  return useQuery({ ...bookingQueryOptions(bookingId), enabled });
}
