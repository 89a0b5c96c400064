import { useMutation } from '@tanstack/react-query';
import type { MessageReply, ResendVerificationBody } from '@gymslot/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export function resendVerification(body: ResendVerificationBody): Promise<MessageReply> {
  return apiRequest<MessageReply>('/v1/auth/resend-verification', { method: 'POST', body });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
