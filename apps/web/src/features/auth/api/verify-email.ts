import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageReply } from '@gymslot/shared/auth-schemas';
import { verifyEmailToken } from '@gymslot/shared/endpoints/auth';
import { callEndpoint } from '../../../lib/call-endpoint';

export function verifyEmail(token: string): Promise<MessageReply> {
  return callEndpoint(verifyEmailToken, { params: { token } });
}

// A token works once, so the call is cached for good: a remount (React StrictMode runs effects
// twice in development) or a refocus must not send it again.
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useVerifyEmailQuery(token: string | undefined) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: token !== undefined });
}
