import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdPathSchema } from '@gymslot/shared/availability-schemas';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import {
  ownerAvailabilityReplySchema,
  recurringDayParamsSchema,
  recurringReplySchema,
  setAvailabilityBodySchema,
  setAvailabilityReplySchema,
  setRecurringBodySchema,
} from '@gymslot/shared/owner-availability-schemas';
import { gymActions } from '../../lib/authz.js';
import { requireUser } from '../auth/authentication.js';
import { GYM_NOT_FOUND } from '../gyms/gym-access.js';
import type { OwnerAvailabilityService } from './owner-availability.service.js';

const tags = ['availability (owner and admin)'];
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};
const FETCHED = 'Gym availability fetched successfully';

/** API contract §3 V2–V4 and R1–R2; whose gym it is, the service decides. */
export const ownerAvailabilityRoutes: FastifyPluginAsyncZod<{ ownerAvailability: OwnerAvailabilityService }> = async (
  app,
  { ownerAvailability: availability },
) => {

  app.get(
    '/api/availability/owner/:gymId/all',
    {
      config: { permission: gymActions.readAvailability },
      schema: { tags, params: gymIdPathSchema, response: { 200: ownerAvailabilityReplySchema, ...errors } },
    },
    async (request) => {
      const stored = await availability.all(
        requireUser(request),
        request.params.gymId,
        gymActions.readAvailability,
        GYM_NOT_FOUND,
      );
      return { success: true as const, message: FETCHED, ...stored };
    },
  );

  // The admin screen reads this call's error text, which the contract spells with a full stop.
  app.get(
    '/api/availability/admin/:gymId/all',
    {
      config: { permission: gymActions.readAnyAvailability },
      schema: { tags, params: gymIdPathSchema, response: { 200: ownerAvailabilityReplySchema, ...errors } },
    },
    async (request) => {
      const stored = await availability.all(
        requireUser(request),
        request.params.gymId,
        gymActions.readAnyAvailability,
        `${GYM_NOT_FOUND}.`,
      );
      return { success: true as const, message: FETCHED, ...stored };
    },
  );

  app.post(
    '/api/availability/set',
    {
      config: { permission: gymActions.updateAvailability },
      schema: { tags, body: setAvailabilityBodySchema, response: { 200: setAvailabilityReplySchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: 'Availability set',
      availability: await availability.setDate(requireUser(request), request.body),
    }),
  );

  app.get(
    '/api/recurring/get/:gymId/:dayOfWeek',
    {
      config: { permission: gymActions.readAvailability },
      schema: { tags, params: recurringDayParamsSchema, response: { 200: recurringReplySchema, ...errors } },
    },
    async (request) => {
      const { gymId, dayOfWeek } = request.params;
      return { success: true as const, ...(await availability.recurringDay(requireUser(request), gymId, dayOfWeek)) };
    },
  );

  // 200, never 201: the weekly-hours screen tests for exactly 200.
  app.post(
    '/api/recurring/set',
    {
      config: { permission: gymActions.updateAvailability },
      schema: { tags, body: setRecurringBodySchema, response: { 200: recurringReplySchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await availability.setRecurring(requireUser(request), request.body)),
    }),
  );
};
