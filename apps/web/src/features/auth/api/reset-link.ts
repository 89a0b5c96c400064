import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetLinkReply } from '@gymslot/shared/auth-schemas';
import { checkResetToken } from '@gymslot/shared/endpoints/auth';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Whether a reset or invitation link still works, without using it up (GymSlot addition). */
export function checkResetLink(token: string): Promise<ResetLinkReply> {
  return callEndpoint(checkResetToken, { params: { token } });
}

// Checked once each time the page opens (kept only while it is open): a refocus must not turn a
// link just used for the reset into 'no longer works' under the success message.
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useResetLinkQuery(token: string) {
  return useQuery(resetLinkQueryOptions(token));
}
