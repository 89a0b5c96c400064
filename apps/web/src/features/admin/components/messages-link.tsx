import { Mail } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { useStore } from '../../../i18n/use-store';
import { useAdminMessagePagesQuery } from '../api/get-admin-messages';
import { messageOutboxTexts } from '../message-outbox-texts';
import { messagesHref } from '../messages-href';

/**
 * The dashboard's way to the Messages screen, with how many messages have failed. It reads the first
 * page of failed ones only (the same cached list the screen's 'Failed' filter shows), so a long
 * outbox says '50+'; while that loads, or if it cannot be read, the link stands alone.
 */
export function MessagesLink() {
  const t = useStore(messageOutboxTexts);
  const failedPages = useAdminMessagePagesQuery('failed');
  // A retried message stays in the cached list as queued until it is read again: count only the failed.
  const failedCount = failedPages.data?.pages.flatMap((page) => page.messages).filter((message) => message.status === 'failed').length ?? 0;

  return (
    <ButtonLink to={messagesHref(failedCount > 0 ? 'failed' : undefined)} variant="secondary">
      <Mail aria-hidden="true" className="size-4" />
      {t.dashboardLink}
      {/* Keeps the link's spoken name 'Messages 3 failed', not 'Messages3 failed'. */}
      {failedCount > 0 && ' '}
      {failedCount > 0 && (
        <span className="rounded-full border border-red-200 bg-red-50 px-2 text-sm text-red-800">
          {t.failedCount({ count: failedPages.hasNextPage ? `${failedCount}+` : String(failedCount) })}
        </span>
      )}
    </ButtonLink>
  );
}
