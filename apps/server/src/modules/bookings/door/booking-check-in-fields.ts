import type { Booking } from '@gymslot/shared/booking-schemas';
import { checkInWindowOf } from '@gymslot/shared/check-in-window';
import type { BookingRow } from '../../../db/schema/bookings.js';

type CheckInFields = Pick<Booking, 'checkInOpensAt' | 'checkInClosesAt' | 'verifiedAt'>;

/** When a paid booking can be checked in at the door (API contract §8.1), and when it was. */
export function checkInFieldsOf(booking: Pick<BookingRow, 'status' | 'startsAt' | 'verifiedAt'>): CheckInFields {
  const window = booking.status === 'confirmed' ? checkInWindowOf(booking.startsAt) : undefined;
  return {
    ...(window ? { checkInOpensAt: window.opensAt.toISOString(), checkInClosesAt: window.closesAt.toISOString() } : {}),
    ...(booking.verifiedAt ? { verifiedAt: booking.verifiedAt.toISOString() } : {}),
  };
}
