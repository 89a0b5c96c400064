import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as availabilityEndpoints from '@gymslot/shared/endpoints/availability.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import type { AvailabilityService } from './availability.service.js';
import type { PublicSlotsService } from './public-slots.service.js';

/** API contract §3 V1, plus the bookable slots of one date for the gym page. Open to anyone. */
export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService; publicSlots: PublicSlotsService }> = async (
  app,
  { availability, publicSlots },
) => {
  const route = endpointRoutes(app, availabilityEndpoints, ['availability']);

  route('getUserAvailability', async (request) => ({ success: true as const, ...(await availability.forUser(request.params.gymId)) }));

  route('listGymSlots', async (request) => {
    const { date } = request.query;
    const slotDetails = await publicSlots.bookableSlotsOn(request.params.gymId, date);
    return { success: true as const, date, slots: slotDetails.map((slot) => slot.time), slotDetails };
  });
};
