import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelMyDeletion, getMyDeletion, scheduleMyDeletion } from '@gymslot/shared/endpoints/privacy';
import type { ScheduledDeletion } from '@gymslot/shared/privacy-schemas';
import { DELETION_CONFIRMATION } from '@gymslot/shared/privacy-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

// §8.11: the signed-in person's account deletion: scheduled 48 hours ahead, cancelled until then.

export const myDeletionQueryKey = ['me', 'deletion'] as const;

export async function fetchMyDeletion(signal?: AbortSignal): Promise<ScheduledDeletion | null> {
  return (await callEndpoint(getMyDeletion, { signal })).deletion;
}

export const myDeletionQueryOptions = () => queryOptions({ queryKey: myDeletionQueryKey, queryFn: ({ signal }) => fetchMyDeletion(signal) });

/** The deletion the account page shows, or null. */
export function useMyDeletionQuery() {
  return useQuery(myDeletionQueryOptions());
}

/** Asks for the deletion; the page then shows the time the server set. */
export function useScheduleDeletionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(scheduleMyDeletion, { body: { confirm: DELETION_CONFIRMATION } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myDeletionQueryKey });
    },
  });
}

export function useCancelDeletionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(cancelMyDeletion),
    onSuccess: () => queryClient.setQueryData(myDeletionQueryKey, null),
  });
}
