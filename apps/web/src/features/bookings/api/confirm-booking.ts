import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingReply, ConfirmBookingBody, ConfirmBookingReply } from '@gymslot/shared/booking-schemas';
import { confirmBooking as confirmBookingEndpoint } from '@gymslot/shared/endpoints/bookings';
import { callEndpoint } from '../../../lib/call-endpoint';
import { bookingQueryKey } from './booking';
import { myBookingsQueryKey } from '../../../lib/query-keys';
import { myWaitlistQueryKey } from '../../waitlist/api/my-waitlist';

export function confirmBooking(body: ConfirmBookingBody): Promise<ConfirmBookingReply> {
  // Spec §8: any answer but 200 means the payment was not verified.
  return callEndpoint(confirmBookingEndpoint, { body });
}

/** Verifies the payment; the paid booking (with its OTP) replaces whatever the cache held. */
export function useConfirmBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSuccess: ({ booking }) => {
      queryClient.setQueryData<BookingReply>(bookingQueryKey(booking._id), { success: true, booking });
      void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey });
      // A paid offer turns its waitlist entry to 'booked'.
      void queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey });
    },
  });
}
