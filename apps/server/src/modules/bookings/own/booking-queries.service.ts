import type { Booking } from '@gymslot/shared/booking-schemas';
import type { AppDeps } from '../../../app-deps.js';
import { toOwnBooking, toOwnEndedBooking } from '../booking-mapper.js';
import { reviewFieldsOf } from './booking-review-fields.js';
import * as bookingsRepository from '../bookings.repository.js';
import { findOwnBookingView } from './booking-access.js';
import { withNotLetInReports } from '../not-let-in/not-let-in-on-bookings.js';

/** B3 and the single-booking read: a person sees only their own bookings. */
export function createBookingQueries(deps: Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'>) {
  const { db } = deps.database;
  const context = () => ({ now: deps.clock.now(), provider: deps.paymentProvider });

  return {
    /**
     * Paid bookings and live holds, newest first; lapsed holds are gone, and so are cancelled and
     * refunded bookings unless `includeCancelled` (the past list of My Bookings) asks for them too.
     * Paid ones say whether they can be reviewed, or which review they have (API contract §8.2).
     */
    async listOwn(userId: string, { includeCancelled = false } = {}): Promise<Booking[]> {
      const ctx = context();
      const views = await bookingsRepository.findLiveViewsByUserId(db, userId, ctx.now);
      const reviewIds = await bookingsRepository.findReviewIdsByBookingId(db, views.map((view) => view.booking.id));
      const live = views.map((view) => ({ ...toOwnBooking(view, ctx), ...reviewFieldsOf(view.booking, reviewIds.get(view.booking.id), ctx.now) }));
      if (!includeCancelled) return withNotLetInReports(db, live);
      const ended = (await bookingsRepository.findCancelledViewsByUserId(db, userId)).map((view) => toOwnEndedBooking(view, ctx));
      const all = [...live, ...ended].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
      return withNotLetInReports(db, all);
    },

    /** Any status, so the confirmation screen can show the outcome after a reload. */
    async getOwn(userId: string, bookingId: string): Promise<Booking> {
      const booking = toOwnBooking(await findOwnBookingView(db, userId, bookingId), context());
      const [withReport = booking] = await withNotLetInReports(db, [booking]);
      return withReport;
    },
  };
}

export type BookingQueries = ReturnType<typeof createBookingQueries>;
