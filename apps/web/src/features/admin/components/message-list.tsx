import type { AdminMessage, MessageStatus } from '@gymslot/shared/admin-message-schemas';
import { MailX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useStore } from '../../../i18n/use-store';
import { useAdminMessagePagesQuery } from '../api/get-admin-messages';
import { messageOutboxTexts, type MessageOutboxTexts } from '../message-outbox-texts';
import { MessageCard } from './message-card';
import { serverErrorText } from '../../../i18n/server-messages';

/** What an empty list says, per filter: the title, then what to expect. */
const emptyTexts = {
  all: ['noMessages', 'noMessagesHint'],
  queued: ['noQueued', 'noQueuedHint'],
  failed: ['noFailed', 'noFailedHint'],
  sent: ['noSent', 'noSentHint'],
} as const satisfies Record<MessageStatus | 'all', readonly [keyof MessageOutboxTexts, keyof MessageOutboxTexts]>;

interface MessageListProps {
  status: MessageStatus | undefined;
  onRetry: (message: AdminMessage) => void;
  /** The message whose retry is running, if any. */
  retryingId: string | undefined;
}

/** The outbox under one filter, newest first, 50 at a time (§8.8). */
export function MessageList({ status, onRetry, retryingId }: MessageListProps) {
  const t = useStore(messageOutboxTexts);
  const pages = useAdminMessagePagesQuery(status);
  const messages = pages.data?.pages.flatMap((page) => page.messages);

  // A failed refetch keeps the cards already shown; only a list never read gives way to the error.
  if (messages === undefined) {
    return pages.isError ? (
      <ErrorState message={serverErrorText(pages.error, t.loadFailed)} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
    ) : (
      <CardGridSkeleton label={t.loading} count={3} />
    );
  }
  if (messages.length === 0) {
    const [title, hint] = emptyTexts[status ?? 'all'];
    return <EmptyState Icon={MailX} title={t[title]} hint={t[hint]} />;
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {messages.map((message) => (
          <li key={message._id}>
            <MessageCard message={message} onRetry={onRetry} retrying={retryingId === message._id} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button variant="secondary" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t.loadMore}
        </Button>
      )}
    </>
  );
}
