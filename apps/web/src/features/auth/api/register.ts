import { useMutation } from '@tanstack/react-query';
import type { MessageReply, RegisterBody } from '@gymslot/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export function register(body: RegisterBody): Promise<MessageReply> {
  return apiRequest<MessageReply>('/v1/auth/register', { method: 'POST', body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
