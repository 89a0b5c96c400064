import { formatCalendarDate } from '@gymslot/shared/date-format';
import type { Review } from '@gymslot/shared/review-schemas';
import type { ReactNode } from 'react';
import { StarRow } from './star-row';

interface ReviewCardProps {
  review: Review;
  /** Under the review: the owner's reply form on the dashboard. */
  children?: ReactNode;
}

/** One visit's review: who, how many stars, when they visited, what they wrote and the gym's reply, all as plain text. */
export function ReviewCard({ review, children }: ReviewCardProps) {
  const comment = review.comment.trim();
  return (
    <article aria-label={`Review by ${review.authorName}`} className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-neutral-900">{review.authorName}</p>
        <StarRow filled={review.rating} label={`Rated ${review.rating} out of 5`} />
      </header>
      <p className="text-sm text-neutral-600">Visited {formatCalendarDate(review.visitDate)}</p>
      {comment !== '' && <p className="whitespace-pre-line break-words text-neutral-800">{comment}</p>}
      {review.ownerReply && (
        <div className="rounded-lg border-l-4 border-accent bg-neutral-50 px-3 py-2">
          <p className="text-sm font-semibold text-neutral-800">Reply from the gym</p>
          <p className="whitespace-pre-line break-words text-sm text-neutral-800">{review.ownerReply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
