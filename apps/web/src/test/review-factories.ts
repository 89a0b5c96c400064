import type { Review, ReviewListReply } from '@gymslot/shared/review-schemas';
import { demoGymId } from './booking-factories';

export function createReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: '6650f1c2a9b3e4d5f6a7d001',
    gymId: demoGymId,
    rating: 4,
    comment: 'Clean showers and friendly staff.',
    authorName: 'Priya S.',
    visitDate: '2026-11-21',
    createdAt: '2026-11-21T15:00:00.000Z',
    ...overrides,
  };
}

/** One page of G-reviews: the figures, the reviews and the cursor of the next page. */
export function createReviewList(reviews: Review[], overrides: Partial<ReviewListReply> = {}): ReviewListReply {
  return { success: true, averageRating: 4, totalRatings: reviews.length, reviews, nextCursor: null, ...overrides };
}
