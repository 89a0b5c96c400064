import { useMutation } from '@tanstack/react-query';
import { addMyPhone } from '@gymslot/shared/endpoints/phone-auth';
import type { AddPhoneBody, AddPhoneReply } from '@gymslot/shared/phone-auth-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useAuth } from '../../../lib/auth-context';

/** §8.9: the number the code went to joins the signed-in person's account. */
export function addPhone(body: AddPhoneBody): Promise<AddPhoneReply> {
  return callEndpoint(addMyPhone, { body });
}

/** Adds the number, then re-checks who is signed in, so every screen sees the account's number. */
export function useAddPhoneMutation() {
  const { recheckStatus } = useAuth();
  return useMutation({
    mutationFn: async (body: AddPhoneBody) => {
      const reply = await addPhone(body);
      await recheckStatus();
      return reply;
    },
  });
}
