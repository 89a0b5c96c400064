import { REVIEWS_PAGE_SIZE, isWithinReviewWindow, type Review } from '@gymslot/shared/review-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { serverTexts } from '@gymslot/shared/server-texts';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { Caller } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { findBookingView } from '../bookings/own/booking-views.service.js';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { createFirstReviewPages, type GymRating, type ReviewPage } from './first-review-pages.js';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor.js';
import { toReview } from './review-mapper.js';
import * as reviewsRepository from './reviews.repository.js';
import { requireOwnBooking } from '../bookings/own/booking-access.js';

/** Reviews are few per person; this only stops a script from hammering the endpoint. */
const POST_LIMIT: RateLimitRule = { name: 'review:user', limit: 20, windowMs: 60 * 60 * 1000 };

export const REVIEW_WINDOW_PASSED = serverTexts.reviewWindowPassed;

type ReviewsDeps = Pick<AppDeps, 'database' | 'clock' | 'metrics'>;

/** API contract §8.2: reviews of checked-in visits, a gym's list, the owner's reply. */
export function createReviewsService(deps: ReviewsDeps, catalogue: PublicCatalogue) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);

  /** The gym's reviews after `after` (from the newest without it), shown with its rating figures. */
  async function pageOf(gymId: string, rating: GymRating, after?: reviewsRepository.ReviewPosition): Promise<ReviewPage> {
    const rows = await reviewsRepository.findPage(db, gymId, REVIEWS_PAGE_SIZE + 1, after);
    const page = rows.slice(0, REVIEWS_PAGE_SIZE);
    const last = page.at(-1);
    return {
      averageRating: Math.round(rating.averageRating * 10) / 10,
      totalRatings: rating.totalRatings,
      reviews: page.map(toReview),
      nextCursor: rows.length > REVIEWS_PAGE_SIZE && last ? encodeReviewCursor(last.review) : null,
    };
  }
  const firstPage = createFirstReviewPages(catalogue, (gymId, rating) => pageOf(gymId, rating));

  async function viewOf(id: string): Promise<Review> {
    const view = await reviewsRepository.findViewById(db, id);
    if (!view) throw new AppError('not_found', { code: 'reviewNotFound' });
    return toReview(view);
  }

  return {
    async create(userId: string, gymId: string, body: { bookingId: string; rating: number; comment?: string | undefined }): Promise<Review> {
      const booking = requireOwnBooking(isId(body.bookingId) ? (await findBookingView(deps, body.bookingId))?.booking : undefined, userId);
      if (booking.gymId !== gymId) throw new AppError('invalid_data', { code: 'reviewOtherGym' });
      if (booking.status !== 'confirmed' || booking.verifiedAt === null) throw new AppError('forbidden', { code: 'reviewNotCheckedIn' });
      const now = deps.clock.now();
      if (!isWithinReviewWindow(booking.date, istDate(now))) throw new AppError('forbidden', { code: 'reviewWindowPassed' });
      await limiter.consume(POST_LIMIT, userId);

      const created = await db.transaction(async (tx) => {
        await reviewsRepository.lockGym(tx, gymId);
        const row = await reviewsRepository.insertUnlessReviewed(tx, {
          id: newId(),
          bookingId: booking.id,
          gymId,
          userId,
          rating: body.rating,
          comment: body.comment ?? '',
          // Milliseconds, as the page cursor carries them.
          createdAt: now,
        });
        if (!row) throw new AppError('conflict', { code: 'reviewAlreadyPosted' });
        await reviewsRepository.refreshGymRating(tx, gymId);
        return row;
      });
      deps.metrics?.reviewPosted();
      return viewOf(created.id);
    },

    async list(gymId: string, cursor: string | undefined): Promise<ReviewPage> {
      const after = cursor === undefined || cursor === '' ? undefined : decodeReviewCursor(cursor, deps.clock.now());
      if (after === undefined) return firstPage(gymId);
      const rating = isId(gymId) ? await reviewsRepository.findPublicGymRating(db, gymId) : undefined;
      if (!rating) throw new AppError('not_found', { code: 'gymNotFoundDot' });
      return pageOf(gymId, rating, after);
    },

    /** Only the owner of the review's gym; a second reply replaces the first. */
    async reply(caller: Caller, reviewId: string, text: string): Promise<Review> {
      const found = isId(reviewId) ? await reviewsRepository.findWithGymOwner(db, reviewId) : undefined;
      if (!found) throw new AppError('not_found', { code: 'reviewNotFound' });
      if (found.gymOwnerId !== caller.id) throw new AppError('forbidden', { code: 'forbidden' });
      await db.transaction(async (tx) => {
        await reviewsRepository.setReply(tx, reviewId, text, deps.clock.now());
        // The reply shows on the gym's first page of reviews, which is kept per version of the gym.
        await reviewsRepository.markGymChanged(tx, found.review.gymId);
      });
      return viewOf(reviewId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

/**
 * The front door for an account's deletion (§8.11), in its transaction: the gyms its reviews are
 * shown on change version, so no process keeps the person's name on its first page of reviews.
 */
export async function reviewAuthorDeleted(tx: Executor, userId: string): Promise<void> {
  await reviewsRepository.markGymsReviewedByChanged(tx, userId);
}
