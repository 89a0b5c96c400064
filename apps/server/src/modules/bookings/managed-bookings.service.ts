import type { Booking, ManagedBookingListReply, ManagedBookingsQuery } from '@gymslot/shared/booking-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { Caller } from '../../lib/authz.js';
import { toOwnBooking } from './booking-mapper.js';
import type { BookingView } from './bookings.repository.js';
import * as managedBookingsRepository from './managed-bookings.repository.js';

/**
 * The screens have no paging and a busy gym's history only grows, so a list stops at the newest
 * bookings. Slots open at most 30 days ahead, so the ones still to come are kept unless an owner
 * takes more than this many bookings in 30 days.
 */
export const MANAGED_BOOKINGS_LIMIT = 500;

type ManagedList = Omit<ManagedBookingListReply, 'success'>;
type MapperContext = Parameters<typeof toOwnBooking>[1];

/** B5 and B6: paid bookings as the gym's owner or an admin sees them, OTP included (contract §6). */
export function createManagedBookingsService(deps: Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'>) {
  const { db } = deps.database;

  /** Views fetched one over the cap: the newest `MANAGED_BOOKINGS_LIMIT` as bookings, and whether more exist. */
  function capped<V extends BookingView>(views: V[], toBooking: (view: V, context: MapperContext) => Booking): ManagedList {
    const context = { now: deps.clock.now(), provider: deps.paymentProvider };
    const bookings = views.slice(0, MANAGED_BOOKINGS_LIMIT).map((view) => toBooking(view, context));
    return { count: bookings.length, bookings, limit: MANAGED_BOOKINGS_LIMIT, truncated: views.length > MANAGED_BOOKINGS_LIMIT };
  }

  async function list(ownerId: string | undefined): Promise<ManagedList> {
    // One row more than the cap tells whether older bookings were left out.
    return capped(await managedBookingsRepository.findPaidViews(db, { ownerId, limit: MANAGED_BOOKINGS_LIMIT + 1 }), toOwnBooking);
  }

  return {
    /** B5: bookings at the gyms the caller owns now; an owner with no gyms gets an empty list. */
    async atOwnGyms(caller: Caller): Promise<ManagedList> {
      return list(caller.id);
    },

    /** B6: every gym's bookings; or, with `refund_failed`, those whose refund an operator must make by hand. */
    async all(query: ManagedBookingsQuery = {}): Promise<ManagedList> {
      if (query.status !== 'refund_failed') return list(undefined);
      const views = await managedBookingsRepository.findRefundFailedViews(db, MANAGED_BOOKINGS_LIMIT + 1);
      return capped(views, (view, context) => ({
        ...toOwnBooking(view, context),
        refund: { paymentId: view.payment.id, status: 'refund_failed' as const, attempts: view.payment.refundAttempts },
      }));
    },
  };
}

export type ManagedBookingsService = ReturnType<typeof createManagedBookingsService>;
