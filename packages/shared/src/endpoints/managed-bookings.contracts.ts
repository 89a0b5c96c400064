import {
  deskBookingListReplySchema,
  managedBookingListReplySchema,
  managedBookingsQuerySchema,
  verifyOtpBodySchema,
  verifyOtpReplySchema,
} from '../booking-schemas';
import { verifyPassBodySchema, verifyPassReplySchema } from '../door-pass-schemas';
import { bookingActions } from '../permissions';
import type { EndpointContract } from './endpoint';

// §8.7 filters: a gym that is not the caller's is 403, an unknown one 404.
const listErrors = [400, 401, 403, 404] as const;
// A check-in by OTP (B7) or by door pass (§8.5) fails the same ways, wrong guesses included.
const checkInErrors = [400, 401, 403, 404, 409, 429] as const;

/**
 * API contract §4 B5–B7: the owner's and the admin's booking lists, their CSV export (§8.7, so no
 * `reply`), and the check-in at the door, by code or (§8.5) by the signed pass the customer's QR code holds.
 */
export const contracts = {
  // §8.12: also the front-desk staff's list of the gyms they staff, without amounts.
  listGymBookings: { permission: bookingActions.readDeskBookings, errors: listErrors, query: managedBookingsQuerySchema, reply: deskBookingListReplySchema },
  listAllBookings: { permission: 'read:booking:any', errors: listErrors, query: managedBookingsQuerySchema, reply: managedBookingListReplySchema },
  exportBookingsCsv: { permission: bookingActions.readBookings, errors: listErrors, query: managedBookingsQuerySchema },
  verifyOtp: { permission: bookingActions.verifyBookings, errors: checkInErrors, body: verifyOtpBodySchema, reply: verifyOtpReplySchema },
  verifyPass: { permission: bookingActions.verifyBookings, errors: checkInErrors, body: verifyPassBodySchema, reply: verifyPassReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './managed-bookings';
