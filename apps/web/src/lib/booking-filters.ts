import type { ManagedBookingsQueryInput } from '@gymslot/shared/booking-schemas';
import { apiUrl } from './api-client';

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

/** The query text of a page (or, without a cursor, the CSV), leaving out what is not set. */
export function bookingFilterSearch(filters: BookingFilters, page: { cursor?: string; limit?: number } = {}): string {
  const query: ManagedBookingsQueryInput = {
    from: filters.from || undefined,
    to: filters.to || undefined,
    gymId: filters.gymId || undefined,
    status: filters.status || undefined,
    cursor: page.cursor,
    limit: page.limit === undefined ? undefined : String(page.limit),
  };
  const entries = Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return new URLSearchParams(entries).toString();
}

/** Where the CSV of the bookings these filters select downloads from (same session cookie). */
export function bookingsCsvHref(filters: BookingFilters): string {
  const search = bookingFilterSearch(filters);
  return apiUrl(`/bookings/all-bookings.csv${search ? `?${search}` : ''}`);
}
