// Booking limits and the cancellation policy, free of zod so the web bundle can import them as values.

export const BOOKING_HOLD_MINUTES = 15;
export const BOOKING_HORIZON_DAYS = 30;
export const CANCELLATION_CUTOFF_HOURS = 2;
export const CANCELLATION_POLICY =
  'Bookings can be cancelled up to 2 hours before the slot starts, with a full refund. Later cancellations are not possible.';
