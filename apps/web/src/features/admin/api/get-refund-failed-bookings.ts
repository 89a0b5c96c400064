import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { listAllBookings } from '@gymslot/shared/endpoints/managed-bookings';
import { callEndpoint } from '../../../lib/call-endpoint';

/** A booking whose refund Razorpay refused until GymSlot gave up: it always names the payment to refund by hand. */
export type RefundFailedBooking = Booking & { refund: NonNullable<Booking['refund']> };

export async function fetchRefundFailedBookings(signal?: AbortSignal): Promise<RefundFailedBooking[]> {
  const reply = await callEndpoint(listAllBookings, { query: { status: 'refund_failed' }, signal });
  // Like the other lists, the reply is typed, not parsed (no zod on the admin pages); the server
  // gives every booking here its refund, so the guard only narrows the type.
  return reply.bookings.filter((booking): booking is RefundFailedBooking => booking.refund !== undefined);
}

export const refundFailedBookingsQueryKey = ['admin', 'bookings', 'refund_failed'] as const;

// An operator's refund in Razorpay's dashboard takes the booking off this list, so it is read afresh on arrival.
export const refundFailedBookingsQueryOptions = queryOptions({
  queryKey: refundFailedBookingsQueryKey,
  queryFn: ({ signal }) => fetchRefundFailedBookings(signal),
  staleTime: 0,
});

export function useRefundFailedBookingsQuery() {
  return useQuery(refundFailedBookingsQueryOptions);
}
