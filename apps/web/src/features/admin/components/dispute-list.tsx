import type { DisputeStatus } from '@gymslot/shared/dispute-schemas';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import type { DisputeAnswer } from '../api/answer-dispute';
import { useAdminDisputePagesQuery } from '../api/get-admin-disputes';
import { disputeTexts } from '../dispute-texts';
import { DisputeCard } from './dispute-card';

interface DisputeListProps {
  status: DisputeStatus | undefined;
  onAnswer: (answer: DisputeAnswer) => Promise<boolean>;
  /** The dispute whose answer is on its way, if any. */
  answeringId: string | undefined;
}

/** The disputes under one filter, newest first, 20 at a time (§8.10). */
export function DisputeList({ status, onAnswer, answeringId }: DisputeListProps) {
  const t = useStore(disputeTexts);
  const pages = useAdminDisputePagesQuery(status);
  const disputes = pages.data?.pages.flatMap((page) => page.disputes);
  const now = new Date();

  // A failed refetch keeps the cards already shown; only a list never read gives way to the error.
  if (disputes === undefined) {
    return pages.isError ? (
      <ErrorState message={serverErrorText(pages.error, t.loadFailed)} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
    ) : (
      <CardGridSkeleton label={t.loading} count={2} />
    );
  }
  if (disputes.length === 0) {
    return status === undefined ? (
      <EmptyState Icon={ShieldAlert} title={t.noDisputes} hint={t.noDisputesHint} />
    ) : (
      <EmptyState Icon={ShieldAlert} title={t.noDisputesOfStatus} hint={t.noDisputesOfStatusHint} />
    );
  }
  return (
    <>
      <ul className="space-y-4">
        {disputes.map((dispute) => (
          <li key={dispute._id}>
            <DisputeCard dispute={dispute} onAnswer={onAnswer} answering={answeringId === dispute._id} now={now} />
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
