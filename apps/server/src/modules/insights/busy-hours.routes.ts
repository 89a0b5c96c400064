import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { busyHoursReplySchema } from '@gymslot/shared/busy-hours-schemas';
import { gymIdParamsSchema } from '@gymslot/shared/gym-schemas';
import type { BusyHoursService } from './busy-hours.service.js';

const tags = ['gyms'];

/** API contract §8.4a: how busy a gym usually is. Open to anyone. */
export const busyHoursRoutes: FastifyPluginAsyncZod<{ busyHours: BusyHoursService }> = async (app, { busyHours }) => {
  app.get(
    '/api/gyms/:id/busy-hours',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: busyHoursReplySchema, 404: errorReplySchema } } },
    async (request) => ({ success: true as const, ...(await busyHours.forGym(request.params.id)) }),
  );
};
