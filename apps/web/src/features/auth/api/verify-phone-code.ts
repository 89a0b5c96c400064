import { useMutation } from '@tanstack/react-query';
import { verifyPhoneCode } from '@gymslot/shared/endpoints/phone-auth';
import type { PhoneVerifyBody, PhoneVerifyReply } from '@gymslot/shared/phone-auth-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useAuth } from '../../../lib/auth-context';

/** §8.9: 200 signs in the number's account, 201 creates one when a name came with the code. */
export function verifyPhone(body: PhoneVerifyBody): Promise<PhoneVerifyReply> {
  return callEndpoint(verifyPhoneCode, { body });
}

/** Signs in with the code, then re-checks the login status so the whole app sees the person, as the e-mail login does. */
export function useVerifyPhoneMutation() {
  const { recheckStatus } = useAuth();
  return useMutation({
    mutationFn: async (body: PhoneVerifyBody) => {
      const reply = await verifyPhone(body);
      await recheckStatus();
      return reply;
    },
  });
}
