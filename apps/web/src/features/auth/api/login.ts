import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginReply } from '@gymslot/shared/auth-schemas';
import { logInWithPassword } from '@gymslot/shared/endpoints/auth';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useAuth } from '../../../lib/auth-context';

export function login(body: LoginBody): Promise<LoginReply> {
  return callEndpoint(logInWithPassword, { body });
}

/** Logs in, then re-checks the login status so the whole app sees the new user (spec §4). */
export function useLoginMutation() {
  const { recheckStatus } = useAuth();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const reply = await login(body);
      await recheckStatus();
      return reply;
    },
  });
}
