import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingReply, VerifyOtpBody } from '@gymslot/shared/booking-schemas';
import { apiRequest } from '../../../lib/api-client';
import { myGymsQueryKey } from './get-my-gyms';
import { ownerBookingsQueryKey } from './get-owner-bookings';

export type VerifyOtpReply = BookingReply & { message: string };

export function verifyBookingOtp(body: VerifyOtpBody): Promise<VerifyOtpReply> {
  return apiRequest<VerifyOtpReply>('/bookings/verify-booking-otp', { method: 'POST', body });
}

/** A verified booking moves from pending to verified, so the owner's lists and counts are reloaded. */
export function useVerifyBookingOtpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBookingOtp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ownerBookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: myGymsQueryKey });
    },
  });
}
