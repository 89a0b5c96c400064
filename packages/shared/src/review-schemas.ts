import { z } from 'zod';
import { daysBetween } from './ist-time.js';
import { serverTexts } from './server-texts.js';

// Reviews from checked-in visits (API contract §8.2). Messages are the screens' texts.

/** How long after the visit date a checked-in visit can still be reviewed. */
export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
/** Reviews per page of `GET /gyms/{gymId}/reviews`. */
export const REVIEWS_PAGE_SIZE = 20;

export const REVIEW_NOT_CHECKED_IN = serverTexts.reviewNotCheckedIn;
export const REVIEW_ALREADY_POSTED = serverTexts.reviewAlreadyPosted;

const RATING_RULE = serverTexts.ratingRule;

export const createReviewBodySchema = z.object(
  {
    bookingId: z.string({ error: 'bookingId is required' }).trim().min(1, 'bookingId is required').max(200, 'Booking not found'),
    rating: z.number({ error: RATING_RULE }).int(RATING_RULE).min(1, RATING_RULE).max(5, RATING_RULE),
    comment: z
      .string({ error: 'Comment must be text' })
      .trim()
      .max(REVIEW_COMMENT_MAX_LENGTH, serverTexts.commentTooLong)
      .optional(),
  },
  { error: 'bookingId and rating are required' },
);
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

export const reviewReplyBodySchema = z.object(
  {
    text: z
      .string({ error: serverTexts.replyRequired })
      .trim()
      .min(1, serverTexts.replyRequired)
      .max(REVIEW_REPLY_MAX_LENGTH, serverTexts.replyTooLong),
  },
  { error: serverTexts.replyRequired },
);
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;

/** Never the author's e-mail or id: `authorName` is the first name and the surname's initial. */
export const reviewSchema = z.object({
  _id: z.string(),
  gymId: z.string(),
  rating: z.number().int(),
  /** Plain text, '' when none was given; render as text. */
  comment: z.string(),
  authorName: z.string(),
  /** The visit's date, YYYY-MM-DD. */
  visitDate: z.string(),
  createdAt: z.iso.datetime(),
  ownerReply: z.object({ text: z.string(), createdAt: z.iso.datetime() }).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewReplySchema = z.object({ success: z.literal(true), review: reviewSchema });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewListQuerySchema = z.object({
  cursor: z.string({ error: serverTexts.invalidCursor }).max(200, serverTexts.invalidCursor).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListReplySchema = z.object({
  success: z.literal(true),
  /** One decimal; 0 when the gym has no reviews. */
  averageRating: z.number(),
  totalRatings: z.number().int(),
  /** Newest first, at most `REVIEWS_PAGE_SIZE`. */
  reviews: z.array(reviewSchema),
  /** Pass as `?cursor=` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type ReviewListReply = z.infer<typeof reviewListReplySchema>;

export const reviewIdParamsSchema = z.object({ reviewId: z.string() });

/** Whether a visit on IST date `visitDate` can still be reviewed on IST date `today`. */
export function isWithinReviewWindow(visitDate: string, today: string): boolean {
  return daysBetween(visitDate, today) <= REVIEW_WINDOW_DAYS;
}

/** My Bookings' query parameter naming the visit whose rating form opens on arrival: rate-visit-param.ts. */
export { RATE_VISIT_PARAM } from './rate-visit-param.js';
