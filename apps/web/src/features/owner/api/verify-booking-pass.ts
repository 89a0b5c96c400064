import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyPassBody, VerifyPassReply } from '@gymslot/shared/door-pass-schemas';
import { verifyPass } from '@gymslot/shared/endpoints/managed-bookings';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myGymsQueryKey } from '../../my-gyms/api/get-my-gyms';
import { ownerBookingsQueryKey } from './get-owner-bookings';

export function verifyBookingPass(body: VerifyPassBody): Promise<VerifyPassReply> {
  return callEndpoint(verifyPass, { body });
}

/** The scanned pass's booking moves from pending to verified, so the owner's lists and counts are reloaded. */
export function useVerifyBookingPassMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBookingPass,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ownerBookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: myGymsQueryKey });
    },
  });
}
