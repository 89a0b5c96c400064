import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gymIdPathSchema,
  slotsQuerySchema,
  slotsReplySchema,
  userAvailabilityReplySchema,
} from '@gymslot/shared/availability-schemas';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import type { AvailabilityService } from './availability.service.js';
import type { PublicSlotsService } from './public-slots.service.js';

const tags = ['availability'];

/** API contract §3 V1, plus the bookable slots of one date for the gym page. Open to anyone. */
export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService; publicSlots: PublicSlotsService }> = async (
  app,
  { availability, publicSlots },
) => {

  app.get(
    '/api/availability/user/:gymId/all',
    {
      schema: { tags, params: gymIdPathSchema, response: { 200: userAvailabilityReplySchema, 404: errorReplySchema } },
    },
    async (request) => ({ success: true as const, ...(await availability.forUser(request.params.gymId)) }),
  );

  app.get(
    '/api/availability/user/:gymId/slots',
    {
      schema: {
        tags,
        params: gymIdPathSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { date } = request.query;
      const slotDetails = await publicSlots.bookableSlotsOn(request.params.gymId, date);
      return { success: true as const, date, slots: slotDetails.map((slot) => slot.time), slotDetails };
    },
  );
};
