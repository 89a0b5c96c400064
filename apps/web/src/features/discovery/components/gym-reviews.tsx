import { MessageSquare } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state';
import { ReviewCard } from '../../../components/ui/review-card';
import { ShowMore } from '../../../components/ui/show-more';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useGymReviewsQuery } from '../../reviews/api/get-gym-reviews';
import { RatingStars } from './rating-stars';

/** The gym page's reviews from checked-in visits: the average, the newest first, and more on request. */
export function GymReviews({ gymId }: { gymId: string }) {
  const reviews = useGymReviewsQuery(gymId);
  const [firstPage] = reviews.data?.pages ?? [];
  const shown = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section aria-labelledby="gym-reviews-heading" className="space-y-3">
      <h2 id="gym-reviews-heading" className="text-xl font-bold">
        Reviews
      </h2>
      {firstPage !== undefined ? (
        firstPage.totalRatings === 0 ? (
          <div className="flex items-start gap-2">
            <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neutral-500" />
            <div>
              <p className="font-semibold text-neutral-900">No reviews yet</p>
              <p className="text-sm text-neutral-700">Members can rate the gym after a checked-in visit.</p>
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
              Showing {shown.length} of {firstPage.totalRatings}
            </p>
            <ShowMore label="Show more reviews" failedMessage="Failed to load more reviews. Please try again." query={reviews} />
          </>
        )
      ) : reviews.isError ? (
        <ErrorState message="Failed to load reviews. Please try again." onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading reviews…</span>
          <SkeletonBlock className="h-5 w-40" />
          <SkeletonBlock className="h-24 w-full" />
        </div>
      )}
    </section>
  );
}
