import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import {
  managedBookingListReplySchema,
  managedBookingsQuerySchema,
  verifyOtpBodySchema,
  verifyOtpReplySchema,
} from '@gymslot/shared/booking-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { Permission } from '../../lib/authz.js';
import { requirePermission } from '../auth/authentication.js';
import { createVerificationService } from './booking-verification.service.js';
import { createManagedBookingsService } from './managed-bookings.service.js';

const tags = ['bookings (owner and admin)'];
const refused = { 401: errorReplySchema, 403: errorReplySchema };

/** 401 / 403 before the body is parsed: the contract answers "who" before "what". */
const gate = (permission: Permission) => async (request: FastifyRequest) => {
  requirePermission(request, permission);
};

/** API contract §4 B5–B7: the owner's and the admin's booking lists, and the check-in at the door. */
export const managedBookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managedBookings = createManagedBookingsService(deps);
  const verification = createVerificationService(deps);

  app.get(
    '/api/bookings/all-bookings',
    { onRequest: gate('read:booking:gym'), schema: { tags, response: { 200: managedBookingListReplySchema, ...refused } } },
    async (request) => ({ success: true as const, ...(await managedBookings.atOwnGyms(requirePermission(request, 'read:booking:gym'))) }),
  );

  app.get(
    '/api/bookings/all',
    {
      onRequest: gate('read:booking:any'),
      schema: { tags, querystring: managedBookingsQuerySchema, response: { 200: managedBookingListReplySchema, 400: errorReplySchema, ...refused } },
    },
    async (request) => ({
      success: true as const,
      ...(await managedBookings.all(requirePermission(request, 'read:booking:any'), request.query)),
    }),
  );

  app.post(
    '/api/bookings/verify-booking-otp',
    {
      onRequest: gate('verify:booking:gym'),
      schema: {
        tags,
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpReplySchema, 400: errorReplySchema, ...refused, 404: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => {
      const booking = await verification.verify(requirePermission(request, 'verify:booking:gym'), request.body);
      return { success: true as const, message: 'Booking verified successfully', booking };
    },
  );
};
