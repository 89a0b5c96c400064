import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@gymslot/shared/auth-schemas';
import { unsubscribeFromMail } from '@gymslot/shared/endpoints/preferences';
import { callEndpoint } from '../../../lib/call-endpoint';
import { preferencesQueryKey } from './get-preferences';

/** §8.8: stops the kind of mail the link's token names; the same answer when it was stopped already. */
export function unsubscribe(token: string): Promise<MessageReply> {
  return callEndpoint(unsubscribeFromMail, { params: { token } });
}

export function useUnsubscribeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    // The switches on /account read afresh, should this person have them open too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  });
}
