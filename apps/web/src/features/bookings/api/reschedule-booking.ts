import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingListReply, RescheduleBookingBody, ConfirmBookingReply } from '@gymslot/shared/booking-schemas';
import { rescheduleBooking as rescheduleBookingEndpoint } from '@gymslot/shared/endpoints/bookings';
import { callEndpoint } from '../../../lib/call-endpoint';
import { bookingQueryKey } from './booking';
import { myBookingsQueryKey } from '../../../lib/query-keys';

export function rescheduleBooking(bookingId: string, body: RescheduleBookingBody): Promise<ConfirmBookingReply> {
  return callEndpoint(rescheduleBookingEndpoint, { params: { id: bookingId }, body });
}

/** Moves a paid booking (§8.4a); My Bookings shows the new date and time at once, then reads the list again. */
export function useRescheduleBookingMutation(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleBookingBody) => rescheduleBooking(bookingId, body),
    onSuccess: ({ booking }) => {
      queryClient.setQueryData<BookingListReply>(myBookingsQueryKey, (list) =>
        list === undefined ? list : { ...list, bookings: list.bookings.map((each) => (each._id === booking._id ? booking : each)) },
      );
      queryClient.setQueryData(bookingQueryKey(booking._id), { success: true as const, booking });
      // The places left change in both the old and the new slot.
      void queryClient.invalidateQueries({ queryKey: ['availability', booking.gym._id] });
      void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey });
    },
  });
}
