import { messageReplySchema } from '../auth-schemas';
import {
  bookingIdParamsSchema,
  bookingListReplySchema,
  bookingReplySchema,
  confirmBookingBodySchema,
  confirmBookingReplySchema,
  initiateBookingBodySchema,
  initiateBookingReplySchema,
  initiateConflictReplySchema,
  myBookingsQuerySchema,
  rescheduleBookingBodySchema,
} from '../booking-schemas';
import { doorPassReplySchema } from '../door-pass-schemas';
import type { EndpointContract } from './endpoint';

const errors = [400, 401, 402, 403, 404, 409, 503] as const;

/**
 * API contract §4 B1–B4, §8.4a's reschedule and §8.5's door pass, plus one booking for the
 * confirmation screen after a reload: the person's own bookings.
 */
export const contracts = {
  // B1's 409 'You already have this slot' also carries the caller's booking of that slot.
  initiateBooking: {
    permission: 'create:booking',
    errors,
    body: initiateBookingBodySchema,
    reply: initiateBookingReplySchema,
    errorReplies: { 409: initiateConflictReplySchema },
  },
  confirmBooking: { permission: 'pay:booking:own', errors, body: confirmBookingBodySchema, reply: confirmBookingReplySchema },
  listMyBookings: { permission: 'read:booking:own', errors, query: myBookingsQuerySchema, reply: bookingListReplySchema },
  getMyBooking: { permission: 'read:booking:own', errors, params: bookingIdParamsSchema, reply: bookingReplySchema },
  getDoorPass: { permission: 'read:booking:own', errors, params: bookingIdParamsSchema, reply: doorPassReplySchema },
  cancelBooking: { permission: 'cancel:booking:own', errors, params: bookingIdParamsSchema, reply: messageReplySchema },
  rescheduleBooking: {
    permission: 'reschedule:booking:own',
    errors,
    params: bookingIdParamsSchema,
    body: rescheduleBookingBodySchema,
    // The moved booking, as B2's confirmation answers with it.
    reply: confirmBookingReplySchema,
  },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './bookings';
