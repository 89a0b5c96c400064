import { BOOKING_PAGE_DEFAULT_LIMIT, isPagedQuery } from '@gymslot/shared/booking-filter-schemas';
import type { Booking, DeskBooking, ManagedBookingListReply, ManagedBookingsQuery } from '@gymslot/shared/booking-schemas';
import { slotStartsOpenForCheckInAt } from '@gymslot/shared/check-in-window';
import { istDate } from '@gymslot/shared/ist-time';
import type { AppDeps } from '../../../app-deps.js';
import { bookingActions, can, type Caller, type ScopedPermission } from '../../../lib/authz.js';
import { requireDatesInWindow } from '../../../lib/date-window-guard.js';
import { findGymForCaller } from '../../gyms/gym-access.js';
import { toOwnBooking } from '../booking-mapper.js';
import { decodePageCursor, encodePageCursor } from '../../../lib/page-cursor.js';
import * as bookingPagesRepository from './booking-pages.repository.js';
import type { BookingExportRow } from './booking-pages.repository.js';
import type { BookingView } from '../bookings.repository.js';
import * as managedBookingsRepository from './managed-bookings.repository.js';

/**
 * Without filters or paging (§4's reply) there are no pages and a busy gym's history only grows,
 * so a list stops at the newest bookings. Slots open at most 30 days ahead, so the ones still to
 * come are kept unless an owner takes more than this many bookings in 30 days.
 */
export const MANAGED_BOOKINGS_LIMIT = 500;

/**
 * Rows per round trip of a CSV export: few enough to hold in memory (about 2 MB), many enough that
 * an owner of many gyms is not read again and again, since each page reads up to this many rows of
 * every gym (issue 32: 500 a page cost about 290 µs a row for a 500-gym owner).
 */
export const EXPORT_PAGE = 5_000;

type ManagedList = Omit<ManagedBookingListReply, 'success'>;
/** B5's list: front-desk staff's bookings carry no amounts. */
type DeskList = Omit<ManagedList, 'bookings'> & { bookings: DeskBooking[] };
type MapperContext = Parameters<typeof toOwnBooking>[1];

/** Whether the caller reads bookings only as front-desk staff (§8.12), and so sees no money. */
function readsAsStaff(caller: Caller): boolean {
  return can(caller.role, 'read:booking:staffed') && !can(caller.role, 'read:booking:gym') && !can(caller.role, 'read:booking:any');
}

/**
 * The booking as the caller may see it: front-desk staff get no amount and no invoice links
 * (invoices are the owner's, §8.12); owners and admins get it whole.
 */
export function forDesk(caller: Caller, booking: Booking): DeskBooking {
  if (!readsAsStaff(caller)) return booking;
  const { amount: _amount, hasInvoice: _invoice, hasCreditNote: _creditNote, refund: _refund, ...withoutMoney } = booking;
  return withoutMoney;
}

/** B5 and B6: paid bookings as the gym's owner or an admin sees them, OTP included (contract §6). */
export function createManagedBookingsService(deps: Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'>) {
  const { db } = deps.database;
  const mapperContext = (): MapperContext => ({ now: deps.clock.now(), provider: deps.paymentProvider });

  /** Views fetched one over the cap: the newest `MANAGED_BOOKINGS_LIMIT` as bookings, and whether more exist. */
  function capped<V extends BookingView>(views: V[], toBooking: (view: V, context: MapperContext) => Booking): ManagedList {
    const context = mapperContext();
    const bookings = views.slice(0, MANAGED_BOOKINGS_LIMIT).map((view) => toBooking(view, context));
    return { count: bookings.length, bookings, limit: MANAGED_BOOKINGS_LIMIT, truncated: views.length > MANAGED_BOOKINGS_LIMIT };
  }

  async function list(scope: { ownerId?: string; gymIds?: readonly string[] }): Promise<ManagedList> {
    // One row more than the cap tells whether older bookings were left out.
    return capped(await managedBookingsRepository.findPaidViews(db, { ...scope, limit: MANAGED_BOOKINGS_LIMIT + 1 }), toOwnBooking);
  }

  /**
   * The gyms the caller may see: the one asked for (404 unknown, 403 not theirs), else an owner's
   * own, the gyms front-desk staff staff (§8.12) or, for admins, all.
   */
  async function gymScope(caller: Caller, gymId: string | undefined, permission: ScopedPermission): Promise<string[] | undefined> {
    if (gymId !== undefined) return [(await findGymForCaller(db, caller, gymId, permission)).id];
    if (can(caller.role, 'read:booking:any')) return undefined;
    if (readsAsStaff(caller)) return [...(caller.staffedGymIds ?? [])];
    return bookingPagesRepository.findGymIdsOfOwner(db, caller.id);
  }

  async function filterOf(
    caller: Caller,
    query: ManagedBookingsQuery,
    limit: number,
    permission: ScopedPermission = bookingActions.filterDeskBookings,
  ): Promise<bookingPagesRepository.BookingPageFilter> {
    const now = deps.clock.now();
    requireDatesInWindow({ date: query.date, from: query.from, to: query.to }, now);
    const gymIds = await gymScope(caller, query.gymId, permission);
    const after = query.cursor === undefined ? undefined : decodePageCursor(query.cursor, now);
    // Today is the server's IST date, widened by the check-in windows open now (decision 067).
    const today = query.day === 'today' ? { date: istDate(now), ...slotStartsOpenForCheckInAt(now) } : undefined;
    return { gymIds, date: query.date, from: query.from, to: query.to, today, status: query.status, after, limit };
  }

  /** Bookings of a page's views; admins also see the failed refund's payment, to make it by hand. */
  async function toBookings(caller: Caller, views: BookingView[], status: ManagedBookingsQuery['status']): Promise<Booking[]> {
    const context = mapperContext();
    const refunds =
      status === 'refund_failed' && can(caller.role, 'read:booking:any')
        ? await bookingPagesRepository.findRefundFailedPayments(db, views.map((view) => view.booking.id))
        : new Map<string, { id: string; refundAttempts: number }>();
    return views.map((view) => {
      const refund = refunds.get(view.booking.id);
      return {
        ...toOwnBooking(view, context),
        ...(refund ? { refund: { paymentId: refund.id, status: 'refund_failed' as const, attempts: refund.refundAttempts } } : {}),
      };
    });
  }

  /** One keyset page, newest first (§8.7); fetched one row over, to tell whether another page follows. */
  async function page(caller: Caller, query: ManagedBookingsQuery): Promise<ManagedList> {
    const limit = query.limit ?? BOOKING_PAGE_DEFAULT_LIMIT;
    const keys = await bookingPagesRepository.findPageKeys(db, await filterOf(caller, query, limit + 1));
    const pageKeys = keys.slice(0, limit);
    const last = pageKeys.at(-1);
    const nextCursor = keys.length > limit && last ? encodePageCursor(last) : null;
    const bookings = await toBookings(caller, await bookingPagesRepository.findViewsInOrder(db, pageKeys), query.status);
    return { count: bookings.length, bookings, limit, truncated: nextCursor !== null, nextCursor };
  }

  return {
    /**
     * B5: bookings at the gyms the caller owns now, or (§8.12) staffs at the front desk, without
     * amounts then; an owner with no gyms gets an empty list.
     */
    async atOwnGyms(caller: Caller, query: ManagedBookingsQuery = {}): Promise<DeskList> {
      const found = isPagedQuery(query) ? await page(caller, query) : await list(readsAsStaff(caller) ? { gymIds: caller.staffedGymIds ?? [] } : { ownerId: caller.id });
      return { ...found, bookings: found.bookings.map((booking) => forDesk(caller, booking)) };
    },

    /** B6: every gym's bookings, as §4 says without filters. */
    async all(caller: Caller, query: ManagedBookingsQuery = {}): Promise<ManagedList> {
      return isPagedQuery(query) ? page(caller, query) : list({});
    },

    /**
     * Every booking the filters match (from the cursor on, if given; `limit` does not apply), page
     * by page through the keyset, so an export of any size holds one page in memory. Owners get
     * their own gyms', admins every gym's; `refundFailed` when an admin exports the failed refunds
     * (the lists show those so, for the refund to be made by hand).
     * The scope and the first page are read before anything is sent, so a refusal is still a 4xx.
     */
    async exportPages(
      caller: Caller,
      query: ManagedBookingsQuery,
    ): Promise<{ fileName: string; pages: AsyncIterable<BookingExportRow[]>; refundFailed: boolean }> {
      const filter = await filterOf(caller, query, EXPORT_PAGE, bookingActions.readBookings);
      const first = await bookingPagesRepository.findExportPage(db, filter);
      async function* pages(): AsyncGenerator<BookingExportRow[]> {
        for (let rows = first; rows.length > 0; rows = await bookingPagesRepository.findExportPage(db, filter)) {
          yield rows;
          const last = rows.at(-1);
          if (rows.length < EXPORT_PAGE || !last) return;
          filter.after = { id: last.id, createdAt: last.keyCreatedAt };
        }
      }
      const refundFailed = query.status === 'refund_failed' && can(caller.role, 'read:booking:any');
      return { fileName: `gymslot-bookings-${istDate(deps.clock.now())}.csv`, pages: pages(), refundFailed };
    },
  };
}

export type ManagedBookingsService = ReturnType<typeof createManagedBookingsService>;
