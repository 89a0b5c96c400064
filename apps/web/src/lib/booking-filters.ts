import type { ManagedBookingsQueryInput } from '@gymslot/shared/booking-schemas';
import { endpointUrl } from '@gymslot/shared/endpoints/endpoint-url';
import { exportBookingsCsv } from '@gymslot/shared/endpoints/managed-bookings';

// The B5/B6 filters (API contract §8.7) as the owner's and the admin's screens hold them.

export type BookingStatusFilter = 'pending' | 'verified' | 'refund_failed';

export interface BookingFilters {
  /** IST slot dates, both inclusive; '' for no bound. */
  from: string;
  to: string;
  /** '' for every gym. */
  gymId: string;
  /** '' for every paid booking. */
  status: '' | BookingStatusFilter;
}

export const noBookingFilters: BookingFilters = { from: '', to: '', gymId: '', status: '' };

/** The query of a page (or, without a cursor, the CSV); the address leaves out what is not set. */
export function bookingFilterQuery(filters: BookingFilters, page: { cursor?: string; limit?: number } = {}): ManagedBookingsQueryInput {
  const limit = page.limit === undefined ? undefined : String(page.limit);
  return { from: filters.from, to: filters.to, gymId: filters.gymId, status: filters.status, cursor: page.cursor, limit };
}

/** Where the CSV of the bookings these filters select downloads from (same session cookie). */
export function bookingsCsvHref(filters: BookingFilters): string {
  return endpointUrl(exportBookingsCsv, {}, bookingFilterQuery(filters));
}
