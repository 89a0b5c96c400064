import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyOtpBody, VerifyOtpReply } from '@gymslot/shared/booking-schemas';
import { verifyOtp } from '@gymslot/shared/endpoints/managed-bookings';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myGymsQueryKey } from '../../my-gyms/api/get-my-gyms';
import { ownerBookingsQueryKey } from './get-owner-bookings';

export function verifyBookingOtp(body: VerifyOtpBody): Promise<VerifyOtpReply> {
  return callEndpoint(verifyOtp, { body });
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
