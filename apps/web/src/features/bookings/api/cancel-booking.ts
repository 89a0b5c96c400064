import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingListReply } from '@gymslot/shared/booking-schemas';
import type { MessageReply } from '@gymslot/shared/auth-schemas';
import { cancelBooking as cancelBookingEndpoint } from '@gymslot/shared/endpoints/bookings';
import { callEndpoint } from '../../../lib/call-endpoint';
import { bookingQueryKey } from './booking';
import { myBookingsQueryKey } from '../../../lib/query-keys';
import { myWaitlistQueryKey } from '../../waitlist/api/my-waitlist';

export function cancelBooking(bookingId: string): Promise<MessageReply> {
  return callEndpoint(cancelBookingEndpoint, { params: { id: bookingId } });
}

/** Cancels a booking and moves it to the past at once; the list is then read again for where its refund is. */
export function useCancelBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (_reply, bookingId) => {
      queryClient.setQueryData<BookingListReply>(myBookingsQueryKey, (list) => {
        if (list === undefined) return list;
        const bookings = list.bookings.map((booking) =>
          booking._id === bookingId ? { ...booking, status: 'cancelled' as const, isPaid: false } : booking,
        );
        return { ...list, bookings };
      });
      queryClient.removeQueries({ queryKey: bookingQueryKey(bookingId) });
      void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey });
      // Cancelling the hold of an offer passes the place on, and the entry with it.
      void queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey });
    },
  });
}
