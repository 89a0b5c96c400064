import { useMutation } from '@tanstack/react-query';
import { startPhoneSignIn } from '@gymslot/shared/endpoints/phone-auth';
import type { PhoneStartBody, PhoneStartReply } from '@gymslot/shared/phone-auth-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/** §8.9: a one-time code to the number, for signing in (or up) and for adding the number to an account. */
export function sendPhoneCode(body: PhoneStartBody): Promise<PhoneStartReply> {
  return callEndpoint(startPhoneSignIn, { body });
}

export function useSendPhoneCodeMutation() {
  return useMutation({ mutationFn: sendPhoneCode });
}
