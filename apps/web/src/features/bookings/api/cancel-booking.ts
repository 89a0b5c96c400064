import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingListReply } from '@gymslot/shared/booking-schemas';
import type { MessageReply } from '@gymslot/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';
import { bookingQueryKey } from './booking';
import { myBookingsQueryKey } from './my-bookings';

export function cancelBooking(bookingId: string): Promise<MessageReply> {
  return apiRequest<MessageReply>(`/bookings/${encodeURIComponent(bookingId)}`, { method: 'DELETE', successStatus: 200 });
}

/** Cancels a booking and drops it from the cached list at once (a cancelled booking appears nowhere). */
export function useCancelBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (_reply, bookingId) => {
      queryClient.setQueryData<BookingListReply>(myBookingsQueryKey, (list) => {
        if (list === undefined) return list;
        const bookings = list.bookings.filter((booking) => booking._id !== bookingId);
        return { ...list, bookings, count: bookings.length };
      });
      queryClient.removeQueries({ queryKey: bookingQueryKey(bookingId) });
    },
  });
}
