import { formatCalendarDate } from '../../lib/date-formatters';
import type { Review } from '@gymslot/shared/review-schemas';
import { FORMER_MEMBER_NAME } from '@gymslot/shared/former-member-name';
import { params } from '@gymslot/shared/message-params';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';
import { StarRow } from './star-row';

const messages = i18n('ui-review-card', {
  reviewBy: params('Review by {name}'),
  rated: params('Rated {rating} out of 5'),
  visited: params('Visited {date}'),
  replyFromGym: 'Reply from the gym',
  formerMember: 'Former member',
});

interface ReviewCardProps {
  review: Review;
  /** Under the review: the owner's reply form on the dashboard. */
  children?: ReactNode;
}

/** One visit's review: who, how many stars, when they visited, what they wrote and the gym's reply, all as plain text. */
export function ReviewCard({ review, children }: ReviewCardProps) {
  const t = useStore(messages);
  const comment = review.comment.trim();
  // A deleted account's reviews stay, by a 'Former member' (§8.11): the API's name for them, in the reader's language.
  const author = review.authorName === FORMER_MEMBER_NAME ? t.formerMember : review.authorName;
  return (
    <article aria-label={t.reviewBy({ name: author })} className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-neutral-900">{author}</p>
        <StarRow filled={review.rating} label={t.rated({ rating: review.rating })} />
      </header>
      <p className="text-sm text-neutral-600">{t.visited({ date: formatCalendarDate(review.visitDate) })}</p>
      {comment !== '' && <p className="whitespace-pre-line break-words text-neutral-800">{comment}</p>}
      {review.ownerReply && (
        <div className="rounded-lg border-l-4 border-accent bg-neutral-50 px-3 py-2">
          <p className="text-sm font-semibold text-neutral-800">{t.replyFromGym}</p>
          <p className="whitespace-pre-line break-words text-sm text-neutral-800">{review.ownerReply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
