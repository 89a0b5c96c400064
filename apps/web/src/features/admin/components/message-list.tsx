import type { AdminMessage, MessageStatus } from '@gymslot/shared/admin-message-schemas';
import { MailX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useStore } from '../../../i18n/use-store';
import { useAdminMessagePagesQuery } from '../api/get-admin-messages';
import { messageOutboxTexts, type MessageOutboxTexts } from '../message-outbox-texts';
import { MessageCard } from './message-card';
import { PagedCardList } from './paged-card-list';

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

  const [title, hint] = emptyTexts[status ?? 'all'];
  return (
    <PagedCardList
      query={pages}
      items={messages}
      texts={t}
      skeletonCount={3}
      empty={<EmptyState Icon={MailX} title={t[title]} hint={t[hint]} />}
      listClassName="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
      renderItem={(message) => <MessageCard message={message} onRetry={onRetry} retrying={retryingId === message._id} />}
    />
  );
}
