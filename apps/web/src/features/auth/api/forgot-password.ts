import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, MessageReply } from '@gymslot/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageReply> {
  return apiRequest<MessageReply>('/v1/auth/forget-password', { method: 'POST', body });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
