import { useMutation } from '@tanstack/react-query';
import type { MessageReply, ResetPasswordBody } from '@gymslot/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

interface ResetPasswordVariables {
  token: string;
  body: ResetPasswordBody;
}

export function resetPassword({ token, body }: ResetPasswordVariables): Promise<MessageReply> {
  return apiRequest<MessageReply>(`/v1/auth/reset-password/${encodeURIComponent(token)}`, { method: 'POST', body });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
