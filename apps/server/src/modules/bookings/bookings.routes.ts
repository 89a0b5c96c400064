import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, messageReplySchema } from '@gymslot/shared/auth-schemas';
import {
  bookingIdParamsSchema,
  bookingListReplySchema,
  bookingReplySchema,
  confirmBookingBodySchema,
  confirmBookingReplySchema,
  initiateBookingBodySchema,
  initiateConflictReplySchema,
  myBookingsQuerySchema,
  initiateBookingReplySchema,
  RESCHEDULED_MESSAGE,
  rescheduleBookingBodySchema,
  rescheduleBookingReplySchema,
  sandboxPayBodySchema,
  sandboxPayReplySchema,
} from '@gymslot/shared/booking-schemas';
import { doorPassReplySchema } from '@gymslot/shared/door-pass-schemas';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../auth/authentication.js';
import type { CancellationService } from './booking-cancellation.service.js';
import type { ConfirmationService } from './booking-confirmation.service.js';
import type { InitiationService } from './booking-initiation.service.js';
import type { DoorPassService } from './door-pass.service.js';
import type { RescheduleService } from './booking-reschedule.service.js';
import type { BookingQueries } from './booking-queries.service.js';
import type { SandboxCheckoutService } from './sandbox-checkout.service.js';

const tags = ['bookings'];
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  402: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  503: errorReplySchema,
};

export interface BookingsRoutesOptions {
  initiation: InitiationService;
  confirmation: ConfirmationService;
  cancellation: CancellationService;
  reschedule: RescheduleService;
  queries: BookingQueries;
  sandboxCheckout: SandboxCheckoutService;
  doorPass: DoorPassService;
}

/**
 * API contract §4 B1–B4, §8.4a's reschedule and §8.5's door pass, plus GET /bookings/:id for the confirmation screen after a reload, and
 * the built-in sandbox checkout (a GymSlot extra). Each route's `config.permission` is checked
 * before its body is parsed: the contract answers "who" before "what".
 */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (app, services) => {
  const { initiation, confirmation, cancellation, reschedule, queries, sandboxCheckout, doorPass } = services;

  app.post(
    '/api/bookings/initiate',
    {
      config: { permission: 'create:booking' },
      schema: { tags, body: initiateBookingBodySchema, response: { 200: initiateBookingReplySchema, ...errors, 409: initiateConflictReplySchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, message: 'Booking initiated', ...(await initiation.initiate(user, request.body, requestLanguage(request))) };
    },
  );

  app.post(
    '/api/bookings/confirm',
    {
      config: { permission: 'pay:booking:own' },
      schema: { tags, body: confirmBookingBodySchema, response: { 200: confirmBookingReplySchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const booking = await confirmation.confirm(user.id, request.body);
      return { success: true as const, message: 'Booking confirmed', booking };
    },
  );

  app.get(
    '/api/bookings/my-bookings',
    {
      config: { permission: 'read:booking:own' },
      schema: { tags, querystring: myBookingsQuerySchema, response: { 200: bookingListReplySchema, ...errors } },
    },
    async (request) => {
      const includeCancelled = request.query.include === 'cancelled';
      const bookings = await queries.listOwn(requireUser(request).id, { includeCancelled });
      return { success: true as const, count: bookings.length, bookings };
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      config: { permission: 'read:booking:own' },
      schema: { tags, params: bookingIdParamsSchema, response: { 200: bookingReplySchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, booking: await queries.getOwn(user.id, request.params.id) };
    },
  );

  app.get(
    '/api/bookings/:id/pass',
    {
      config: { permission: 'read:booking:own' },
      schema: { tags, params: bookingIdParamsSchema, response: { 200: doorPassReplySchema, ...errors } },
    },
    async (request) => ({ success: true as const, ...(await doorPass.issue(requireUser(request).id, request.params.id)) }),
  );

  app.delete(
    '/api/bookings/:id',
    {
      config: { permission: 'cancel:booking:own' },
      schema: { tags, params: bookingIdParamsSchema, response: { 200: messageReplySchema, ...errors } },
    },
    async (request) => {
      await cancellation.cancel(requireUser(request).id, request.params.id, requestLanguage(request));
      return { success: true as const, message: 'Booking cancelled successfully' };
    },
  );

  app.post(
    '/api/bookings/:id/reschedule',
    {
      config: { permission: 'reschedule:booking:own' },
      schema: { tags, params: bookingIdParamsSchema, body: rescheduleBookingBodySchema, response: { 200: rescheduleBookingReplySchema, ...errors } },
    },
    async (request) => {
      const booking = await reschedule.reschedule(requireUser(request).id, request.params.id, request.body, requestLanguage(request));
      return { success: true as const, message: RESCHEDULED_MESSAGE, booking };
    },
  );

  app.post(
    '/api/payments/sandbox/pay',
    {
      config: { permission: 'pay:booking:own' },
      schema: {
        tags: ['payments'],
        body: sandboxPayBodySchema,
        response: {
          200: sandboxPayReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => sandboxCheckout.pay(requireUser(request).id, request.body),
  );
};
