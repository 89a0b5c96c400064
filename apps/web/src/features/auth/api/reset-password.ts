import { useMutation } from '@tanstack/react-query';
import type { MessageReply, ResetPasswordBody } from '@gymslot/shared/auth-schemas';
import { resetPasswordWithToken } from '@gymslot/shared/endpoints/auth';
import { callEndpoint } from '../../../lib/call-endpoint';

interface ResetPasswordVariables {
  token: string;
  body: ResetPasswordBody;
}

export function resetPassword({ token, body }: ResetPasswordVariables): Promise<MessageReply> {
  return callEndpoint(resetPasswordWithToken, { params: { token }, body });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
