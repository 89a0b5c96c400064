import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, MessageReply } from '@gymslot/shared/auth-schemas';
import { forgetPassword } from '@gymslot/shared/endpoints/auth';
import { callEndpoint } from '../../../lib/call-endpoint';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageReply> {
  return callEndpoint(forgetPassword, { body });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
