import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as managedBookingEndpoints from '@gymslot/shared/endpoints/managed-bookings.contracts';
import { serverTexts } from '@gymslot/shared/server-texts';
import { asAttachment } from '../../../lib/attachment.js';
import { endpointRoutes } from '../../../lib/endpoint-routes.js';
import { requireUser } from '../../auth/authentication.js';
import { bookingCsvChunks } from './booking-csv.js';
import type { VerificationService } from '../door/booking-verification.service.js';
import type { ManagedBookingsService } from './managed-bookings.service.js';

const VERIFIED_MESSAGE = serverTexts.bookingVerified;

/**
 * API contract §4 B5–B7: the owner's and the admin's booking lists, and the check-in at the door,
 * by code or (§8.5) by the signed pass the customer's QR code holds.
 * Each endpoint's permission is checked before its body is parsed.
 */
export const managedBookingsRoutes: FastifyPluginAsyncZod<{
  managedBookings: ManagedBookingsService;
  verification: VerificationService;
}> = async (app, { managedBookings, verification }) => {
  const route = endpointRoutes(app, managedBookingEndpoints, ['bookings (owner and admin)']);

  route('listGymBookings', async (request) => ({ success: true as const, ...(await managedBookings.atOwnGyms(requireUser(request), request.query)) }));

  route('listAllBookings', async (request) => ({ success: true as const, ...(await managedBookings.all(requireUser(request), request.query)) }));

  // §8.7 export: an owner's gyms, or for an admin every gym, with B5's filters; streamed page by page.
  route(
    'exportBookingsCsv',
    async (request, reply) => {
      const { fileName, pages, refundFailed } = await managedBookings.exportPages(requireUser(request), request.query);
      return asAttachment(reply, 'text/csv; charset=utf-8', fileName).send(Readable.from(bookingCsvChunks(pages, refundFailed)));
    },
    { schema: { description: 'text/csv; charset=utf-8: a header row, then one booking a line (RFC 4180)' } },
  );

  // A check-in by OTP (B7) or by door pass (§8.5) answers the same way.
  route('verifyOtp', async (request) => {
    const booking = await verification.verify(requireUser(request), request.body);
    return { success: true as const, message: VERIFIED_MESSAGE, booking };
  });

  route('verifyPass', async (request) => {
    const booking = await verification.verifyPass(requireUser(request), request.body.token);
    return { success: true as const, message: VERIFIED_MESSAGE, booking };
  });
};
