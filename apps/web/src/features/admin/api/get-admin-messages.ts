import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminMessagesReply, MessageStatus } from '@gymslot/shared/admin-message-schemas';
import { listMessages } from '@gymslot/shared/endpoints/admin-messages';
import { callEndpoint } from '../../../lib/call-endpoint';

/** One page of the outbox (§8.8): 50 messages, newest first; no `status` lists every message. */
export function fetchAdminMessagesPage(
  status: MessageStatus | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminMessagesReply> {
  return callEndpoint(listMessages, { query: { status, cursor }, signal });
}

/** Every cached outbox list, whatever its filter: a retry updates them all. */
export const adminMessagesQueryKey = ['admin', 'messages'] as const;

export const adminMessagePagesQueryOptions = (status: MessageStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...adminMessagesQueryKey, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => fetchAdminMessagesPage(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The workers move messages on every minute, so the list is read afresh each time it is shown.
    staleTime: 0,
  });

export function useAdminMessagePagesQuery(status: MessageStatus | undefined) {
  return useInfiniteQuery(adminMessagePagesQueryOptions(status));
}
