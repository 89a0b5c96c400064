import { params } from '@gymslot/shared/message-params';
import { MessageSquare } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state';
import { ReviewCard } from '../../../components/ui/review-card';
import { ShowMore } from '../../../components/ui/show-more';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useGymReviewsQuery } from '../../reviews/api/get-gym-reviews';
import { RatingStars } from './rating-stars';

const messages = i18n('discovery-gym-reviews', {
  heading: 'Reviews',
  noReviews: 'No reviews yet',
  noReviewsHint: 'Members can rate the gym after a checked-in visit.',
  showing: params('Showing {shown} of {total}'),
  showMore: 'Show more reviews',
  moreFailed: 'Failed to load more reviews. Please try again.',
  loadFailed: 'Failed to load reviews. Please try again.',
  loading: 'Loading reviews…',
});

/** The gym page's reviews from checked-in visits: the average, the newest first, and more on request. */
export function GymReviews({ gymId }: { gymId: string }) {
  const t = useStore(messages);
  const reviews = useGymReviewsQuery(gymId);
  const [firstPage] = reviews.data?.pages ?? [];
  const shown = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section aria-labelledby="gym-reviews-heading" className="space-y-3">
      <h2 id="gym-reviews-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      {firstPage !== undefined ? (
        firstPage.totalRatings === 0 ? (
          <div className="flex items-start gap-2">
            <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neutral-500" />
            <div>
              <p className="font-semibold text-neutral-900">{t.noReviews}</p>
              <p className="text-sm text-neutral-700">{t.noReviewsHint}</p>
            </div>
          </div>
        ) : (
          <>
            <RatingStars averageRating={firstPage.averageRating} totalRatings={firstPage.totalRatings} />
            <ul className="space-y-3">
              {shown.map((review) => (
                <li key={review._id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            <p aria-live="polite" className="text-sm text-neutral-600">
              {t.showing({ shown: shown.length, total: firstPage.totalRatings })}
            </p>
            <ShowMore label={t.showMore} failedMessage={t.moreFailed} query={reviews} />
          </>
        )
      ) : reviews.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t.loading}</span>
          <SkeletonBlock className="h-5 w-40" />
          <SkeletonBlock className="h-24 w-full" />
        </div>
      )}
    </section>
  );
}
