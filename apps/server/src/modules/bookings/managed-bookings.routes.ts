import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import {
  managedBookingListReplySchema,
  managedBookingsQuerySchema,
  verifyOtpBodySchema,
  verifyOtpReplySchema,
} from '@gymslot/shared/booking-schemas';
import { verifyPassBodySchema } from '@gymslot/shared/door-pass-schemas';
import { asAttachment } from '../../lib/attachment.js';
import { requireUser } from '../auth/authentication.js';
import { bookingCsvChunks } from './booking-csv.js';
import type { VerificationService } from './booking-verification.service.js';
import { readBookingsAccess, type ManagedBookingsService } from './managed-bookings.service.js';

const tags = ['bookings (owner and admin)'];
const VERIFIED_MESSAGE = 'Booking verified successfully';
const refused = { 401: errorReplySchema, 403: errorReplySchema };
// A stream of text, never serialised: the schema only documents it.
const csvReplySchema = z.unknown().meta({ description: 'text/csv; charset=utf-8: a header row, then one booking a line (RFC 4180)' });

/**
 * API contract §4 B5–B7: the owner's and the admin's booking lists, and the check-in at the door,
 * by code or (§8.5) by the signed pass the customer's QR code holds.
 * Each route's `config.permission` is checked before its body is parsed.
 */
export const managedBookingsRoutes: FastifyPluginAsyncZod<{
  managedBookings: ManagedBookingsService;
  verification: VerificationService;
}> = async (app, { managedBookings, verification }) => {

  // §8.7 filters: a gym that is not the caller's is 403, an unknown one 404.
  const listReplies = { 200: managedBookingListReplySchema, 400: errorReplySchema, ...refused, 404: errorReplySchema };

  app.get(
    '/api/bookings/all-bookings',
    { config: { permission: 'read:booking:gym' }, schema: { tags, querystring: managedBookingsQuerySchema, response: listReplies } },
    async (request) => ({ success: true as const, ...(await managedBookings.atOwnGyms(requireUser(request), request.query)) }),
  );

  app.get(
    '/api/bookings/all',
    { config: { permission: 'read:booking:any' }, schema: { tags, querystring: managedBookingsQuerySchema, response: listReplies } },
    async (request) => ({ success: true as const, ...(await managedBookings.all(requireUser(request), request.query)) }),
  );

  // §8.7 export: an owner's gyms, or for an admin every gym, with B5's filters; streamed batch by batch.
  app.get(
    '/api/bookings/all-bookings.csv',
    {
      config: { permission: readBookingsAccess },
      schema: { tags, querystring: managedBookingsQuerySchema, response: { 200: csvReplySchema, 400: errorReplySchema, ...refused, 404: errorReplySchema } },
    },
    async (request, reply) => {
      const { fileName, batches } = await managedBookings.exportBatches(requireUser(request), request.query);
      return asAttachment(reply, 'text/csv; charset=utf-8', fileName).send(Readable.from(bookingCsvChunks(batches)));
    },
  );

  // A check-in by OTP (B7) or by door pass (§8.5) answers the same way.
  const checkInReplies = { 200: verifyOtpReplySchema, 400: errorReplySchema, ...refused, 404: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema };

  app.post(
    '/api/bookings/verify-booking-otp',
    {
      config: { permission: 'verify:booking:gym' },
      schema: {
        tags,
        body: verifyOtpBodySchema,
        response: checkInReplies,
      },
    },
    async (request) => {
      const booking = await verification.verify(requireUser(request), request.body);
      return { success: true as const, message: VERIFIED_MESSAGE, booking };
    },
  );

  app.post(
    '/api/bookings/verify-booking-pass',
    {
      config: { permission: 'verify:booking:gym' },
      schema: {
        tags,
        body: verifyPassBodySchema,
        response: checkInReplies,
      },
    },
    async (request) => {
      const booking = await verification.verifyPass(requireUser(request), request.body.token);
      return { success: true as const, message: VERIFIED_MESSAGE, booking };
    },
  );
};
