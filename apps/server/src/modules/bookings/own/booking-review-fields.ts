import type { Booking } from '@gymslot/shared/booking-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { isWithinReviewWindow } from '@gymslot/shared/review-schemas';
import type { BookingRow } from '../../../db/schema/bookings.js';

type ReviewFields = Pick<Booking, 'canReview' | 'reviewId'>;

/** B3's paid bookings (API contract §8.2): reviewable once checked in, for 30 days, until reviewed. */
export function reviewFieldsOf(booking: Pick<BookingRow, 'status' | 'date' | 'verifiedAt'>, reviewId: string | undefined, now: Date): ReviewFields {
  if (booking.status !== 'confirmed') return {};
  if (reviewId !== undefined) return { canReview: false, reviewId };
  return { canReview: booking.verifiedAt !== null && isWithinReviewWindow(booking.date, istDate(now)) };
}
