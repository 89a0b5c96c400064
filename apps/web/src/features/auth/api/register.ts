import { useMutation } from '@tanstack/react-query';
import type { MessageReply, RegisterBody } from '@gymslot/shared/auth-schemas';
import { registerAccount } from '@gymslot/shared/endpoints/auth';
import { callEndpoint } from '../../../lib/call-endpoint';

export function register(body: RegisterBody): Promise<MessageReply> {
  return callEndpoint(registerAccount, { body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
