import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@gymslot/shared/auth-schemas';
import type { WaitlistEntry, WaitlistListReply } from '@gymslot/shared/waitlist-schemas';
import { leaveWaitlist as leaveWaitlistEndpoint } from '@gymslot/shared/endpoints/waitlist';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myBookingsQueryKey } from '../../../lib/query-keys';
import { myWaitlistQueryKey } from './my-waitlist';

export function leaveWaitlist(entryId: string): Promise<MessageReply> {
  return callEndpoint(leaveWaitlistEndpoint, { params: { id: entryId } });
}

/** Takes the person out of a slot's line; the entry goes at once. */
export function useLeaveWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: WaitlistEntry) => leaveWaitlist(entry._id),
    onSuccess: (_reply, entry) => {
      queryClient.setQueryData<WaitlistListReply>(myWaitlistQueryKey, (list) =>
        list === undefined ? list : { ...list, entries: list.entries.filter((each) => each._id !== entry._id) },
      );
      void queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey });
      // Leaving with an offer gives its held place away: the hold leaves My Bookings, and the slot may have a place again.
      if (entry.status === 'offered') {
        void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['availability', entry.gym._id] });
      }
    },
  });
}
