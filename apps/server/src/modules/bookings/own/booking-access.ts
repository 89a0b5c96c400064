import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import { AppError } from '../../../lib/errors.js';
import { isId } from '../../../lib/ids.js';
import * as bookingsRepository from '../bookings.repository.js';
import type { BookingView } from '../bookings.repository.js';

/** The contract's answer for a booking that is missing or someone else's: the same, so ids reveal nothing. */
export const BOOKING_NOT_FOUND = { code: 'bookingNotFound' } as const;

/**
 * The one check that a booking is the caller's own (the `own` scope of the booking permissions in
 * lib/authz.ts): someone else's reads as not found, exactly like one that does not exist.
 */
export function requireOwnBooking<Booking extends Pick<BookingRow, 'userId'>>(booking: Booking | undefined, userId: string): Booking {
  if (!booking || booking.userId !== userId) throw new AppError('not_found', BOOKING_NOT_FOUND);
  return booking;
}

/** The caller's own booking by id; 404 for a malformed id, a missing booking or someone else's. */
export async function findOwnBooking(db: Executor, userId: string, bookingId: string): Promise<BookingRow> {
  return requireOwnBooking(isId(bookingId) ? await bookingsRepository.findById(db, bookingId) : undefined, userId);
}

/** The caller's own booking with its gym and booker, as findOwnBooking. */
export async function findOwnBookingView(db: Executor, userId: string, bookingId: string): Promise<BookingView> {
  const view = isId(bookingId) ? await bookingsRepository.findViewById(db, bookingId) : undefined;
  requireOwnBooking(view?.booking, userId);
  return view as BookingView;
}
