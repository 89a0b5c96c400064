import type { Review } from '@gymslot/shared/review-schemas';
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { ReviewCard } from '../../../components/ui/review-card';
import { ShowMore } from '../../../components/ui/show-more';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useStore } from '../../../i18n/use-store';
import { useGymReviewsQuery } from '../../reviews/api/get-gym-reviews';
import { ownerReviewsMessages } from '../owner-messages';

// The form checks with the server's own schema, so it brings zod (22 KB): it downloads when the owner
// replies, instead of before the dashboard's first paint (issue 32).
const OwnerReplyForm = lazy(() => import('./owner-reply-form').then((module) => ({ default: module.OwnerReplyForm })));

/** A review on the dashboard, with the way to reply to it (or to change the reply). */
function ReviewWithReply({ review }: { review: Review }) {
  const t = useStore(ownerReviewsMessages);
  const [replying, setReplying] = useState(false);
  return (
    <ReviewCard review={review}>
      {replying ? (
        <Suspense fallback={<Spinner />}>
          <OwnerReplyForm review={review} onDone={() => setReplying(false)} />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setReplying(true)}>
          <MessageSquare aria-hidden="true" className="size-4" />
          {review.ownerReply ? t.editReply : t.reply}
          <span className="sr-only">{t.toAuthor({ author: review.authorName })}</span>
        </Button>
      )}
    </ReviewCard>
  );
}

function GymReviewList({ gymId }: { gymId: string }) {
  const t = useStore(ownerReviewsMessages);
  const reviews = useGymReviewsQuery(gymId);
  const [firstPage] = reviews.data?.pages ?? [];
  const shown = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  if (firstPage === undefined) {
    return reviews.isError ? (
      <ErrorState message={t.loadFailed} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
    ) : (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t.loading}</span>
        <SkeletonBlock className="h-24 w-full" />
      </div>
    );
  }
  if (firstPage.totalRatings === 0) return <p className="text-neutral-700">{t.none}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">
        {t.average({ rating: firstPage.averageRating.toFixed(1), reviews: t.reviewCount(firstPage.totalRatings) })}
      </p>
      <ul className="space-y-3">
        {shown.map((review) => (
          <li key={review._id}>
            <ReviewWithReply review={review} />
          </li>
        ))}
      </ul>
      <ShowMore label={t.showMore} failedMessage={t.moreFailed} query={reviews} />
    </div>
  );
}

/** The gym card's reviews, opened on request so the dashboard loads no more than it shows. */
export function OwnerGymReviews({ gymId, gymName }: { gymId: string; gymName: string }) {
  const t = useStore(ownerReviewsMessages);
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="space-y-3">
      <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} className="w-full">
        <MessageSquare aria-hidden="true" className="size-4" />
        {t.reviews}
        <span className="sr-only">{t.ofGym({ gym: gymName })}</span>
      </Button>
      <div id={listId} hidden={!open}>
        {open && <GymReviewList gymId={gymId} />}
      </div>
    </div>
  );
}
