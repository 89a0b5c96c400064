import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AdminMessage, AdminMessageRetryReply, AdminMessagesReply } from '@gymslot/shared/admin-message-schemas';
import { retryMessage } from '@gymslot/shared/endpoints/admin-messages';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminMessagesQueryKey } from './get-admin-messages';

/** Queues a failed message again (§8.8); 404 when there is no such message, 409 when it is not failed. */
export function retryAdminMessage(messageId: string): Promise<AdminMessageRetryReply> {
  return callEndpoint(retryMessage, { params: { id: messageId } });
}

type MessagePages = InfiniteData<AdminMessagesReply, string | undefined>;

function withMessage(pages: MessagePages, changed: AdminMessage): MessagePages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) => (message._id === changed._id ? changed : message)),
    })),
  };
}

export function useRetryAdminMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryAdminMessage,
    onSuccess: ({ message }) => {
      // The server's answer replaces the card where the admin pressed Retry, so it shows as queued
      // right there, even under 'Failed'; each list is read afresh the next time it is shown.
      queryClient.setQueriesData<MessagePages>({ queryKey: adminMessagesQueryKey }, (pages) => pages && withMessage(pages, message));
    },
    onError: (error) => {
      // Gone, or no longer failed (another admin, or the worker, got there first): the list is out of date.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: adminMessagesQueryKey });
      }
    },
  });
}
