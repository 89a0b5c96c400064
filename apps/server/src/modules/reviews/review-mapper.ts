import { FORMER_MEMBER_NAME } from '@gymslot/shared/privacy-schemas';
import type { Review } from '@gymslot/shared/review-schemas';
import type { ReviewView } from './reviews.repository.js';

/** 'Priya Sharma' → 'Priya S.'; a single name stays as it is. Never the e-mail or the id. */
export function authorNameOf(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const initial = rest.at(-1)?.charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function toReview({ review, authorName, authorDeletedAt, visitDate }: ReviewView): Review {
  return {
    _id: review.id,
    gymId: review.gymId,
    rating: review.rating,
    comment: review.comment,
    // A deleted account's reviews stay, by a 'Former member' (§8.11).
    authorName: authorDeletedAt === null ? authorNameOf(authorName) : FORMER_MEMBER_NAME,
    visitDate,
    createdAt: review.createdAt.toISOString(),
    ...(review.replyText !== null && review.repliedAt !== null
      ? { ownerReply: { text: review.replyText, createdAt: review.repliedAt.toISOString() } }
      : {}),
  };
}
