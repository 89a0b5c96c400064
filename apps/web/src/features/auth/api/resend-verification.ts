import { useMutation } from '@tanstack/react-query';
import type { MessageReply, ResendVerificationBody } from '@gymslot/shared/auth-schemas';
import { resendVerificationMail } from '@gymslot/shared/endpoints/auth';
import { callEndpoint } from '../../../lib/call-endpoint';

export function resendVerification(body: ResendVerificationBody): Promise<MessageReply> {
  return callEndpoint(resendVerificationMail, { body });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
