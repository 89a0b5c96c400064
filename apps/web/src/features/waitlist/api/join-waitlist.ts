import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistBody, WaitlistEntryReply, WaitlistListReply } from '@gymslot/shared/waitlist-schemas';
import { joinWaitlist as joinWaitlistEndpoint } from '@gymslot/shared/endpoints/waitlist';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myWaitlistQueryKey } from './my-waitlist';

export function joinWaitlist(body: JoinWaitlistBody): Promise<WaitlistEntryReply> {
  return callEndpoint(joinWaitlistEndpoint, { body });
}

/** Puts the person in a full slot's line; the new entry shows at once, then the list is read again. */
export function useJoinWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: ({ entry }) => {
      queryClient.setQueryData<WaitlistListReply>(myWaitlistQueryKey, (list) =>
        list === undefined ? list : { ...list, entries: [...list.entries.filter((each) => each._id !== entry._id), entry] },
      );
      void queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey });
    },
  });
}
