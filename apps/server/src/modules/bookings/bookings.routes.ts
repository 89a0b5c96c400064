import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, messageReplySchema } from '@gymslot/shared/auth-schemas';
import {
  bookingIdParamsSchema,
  bookingListReplySchema,
  bookingReplySchema,
  confirmBookingBodySchema,
  confirmBookingReplySchema,
  initiateBookingBodySchema,
  initiateBookingReplySchema,
} from '@gymslot/shared/booking-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { Permission } from '../../lib/authz.js';
import { requirePermission } from '../auth/authentication.js';
import { createCancellationService } from './booking-cancellation.service.js';
import { createConfirmationService } from './booking-confirmation.service.js';
import { createInitiationService } from './booking-initiation.service.js';
import { createBookingQueries } from './booking-queries.service.js';
import { createSettlementService } from './booking-settlement.service.js';

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

/** 401 / 403 before the body is even parsed: the contract answers "who" before "what". */
const gate = (permission: Permission) => async (request: FastifyRequest) => {
  requirePermission(request, permission);
};

/** API contract §4 B1–B4, plus GET /bookings/:id for the confirmation screen after a reload. */
export const bookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const serviceDeps = { ...deps, logger: app.log };
  const settlement = createSettlementService(serviceDeps);
  const initiation = createInitiationService(deps);
  const confirmation = createConfirmationService(serviceDeps, settlement);
  const cancellation = createCancellationService(serviceDeps, settlement);
  const queries = createBookingQueries(deps);

  app.post(
    '/api/bookings/initiate',
    {
      onRequest: gate('create:booking'),
      schema: { tags, body: initiateBookingBodySchema, response: { 200: initiateBookingReplySchema, ...errors } },
    },
    async (request) => {
      const user = requirePermission(request, 'create:booking');
      return { success: true as const, message: 'Booking initiated', ...(await initiation.initiate(user, request.body)) };
    },
  );

  app.post(
    '/api/bookings/confirm',
    {
      onRequest: gate('pay:booking:own'),
      schema: { tags, body: confirmBookingBodySchema, response: { 200: confirmBookingReplySchema, ...errors } },
    },
    async (request) => {
      const user = requirePermission(request, 'pay:booking:own');
      const booking = await confirmation.confirm(user.id, request.body);
      return { success: true as const, message: 'Booking confirmed', booking };
    },
  );

  app.get(
    '/api/bookings/my-bookings',
    { onRequest: gate('read:booking:own'), schema: { tags, response: { 200: bookingListReplySchema, ...errors } } },
    async (request) => {
      const bookings = await queries.listOwn(requirePermission(request, 'read:booking:own').id);
      return { success: true as const, count: bookings.length, bookings };
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      onRequest: gate('read:booking:own'),
      schema: { tags, params: bookingIdParamsSchema, response: { 200: bookingReplySchema, ...errors } },
    },
    async (request) => {
      const user = requirePermission(request, 'read:booking:own');
      return { success: true as const, booking: await queries.getOwn(user.id, request.params.id) };
    },
  );

  app.delete(
    '/api/bookings/:id',
    {
      onRequest: gate('cancel:booking:own'),
      schema: { tags, params: bookingIdParamsSchema, response: { 200: messageReplySchema, ...errors } },
    },
    async (request) => {
      await cancellation.cancel(requirePermission(request, 'cancel:booking:own').id, request.params.id);
      return { success: true as const, message: 'Booking cancelled successfully' };
    },
  );
};
