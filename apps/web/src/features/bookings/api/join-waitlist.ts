import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistBody, WaitlistEntryReply, WaitlistListReply } from '@gymslot/shared/waitlist-schemas';
import { apiRequest } from '../../../lib/api-client';
import { myWaitlistQueryKey } from './my-waitlist';

export function joinWaitlist(body: JoinWaitlistBody): Promise<WaitlistEntryReply> {
  return apiRequest<WaitlistEntryReply>('/bookings/waitlist', { method: 'POST', body, successStatus: 201 });
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
