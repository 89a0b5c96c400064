import type { DisputeStatus } from '@gymslot/shared/dispute-schemas';
import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useStore } from '../../../i18n/use-store';
import type { DisputeAnswer } from '../api/answer-dispute';
import { useAdminDisputePagesQuery } from '../api/get-admin-disputes';
import { disputeTexts } from '../dispute-texts';
import { DisputeCard } from './dispute-card';
import { PagedCardList } from './paged-card-list';

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

  return (
    <PagedCardList
      query={pages}
      items={disputes}
      texts={t}
      skeletonCount={2}
      empty={
        status === undefined ? (
          <EmptyState Icon={ShieldAlert} title={t.noDisputes} hint={t.noDisputesHint} />
        ) : (
          <EmptyState Icon={ShieldAlert} title={t.noDisputesOfStatus} hint={t.noDisputesOfStatusHint} />
        )
      }
      listClassName="space-y-4"
      renderItem={(dispute) => <DisputeCard dispute={dispute} onAnswer={onAnswer} answering={answeringId === dispute._id} now={now} />}
    />
  );
}
