import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as sellingEndpoints from '@gymslot/shared/endpoints/selling.contracts';
import { endpointRoutes } from '../../../lib/endpoint-routes.js';
import { requireUser } from '../../auth/authentication.js';
import type { GymSellingService } from '../../gyms/gym-selling.service.js';
import type { GymClosuresService } from './gym-closures.service.js';

const tags = ['gyms (owner and admin)'];

/** §8.12: how GymSlot sells a gym, and its closed hours; its owner or an admin only. */
export const sellingRoutes: FastifyPluginAsyncZod<{ gymSelling: GymSellingService; gymClosures: GymClosuresService }> = async (
  app,
  { gymSelling, gymClosures },
) => {
  const route = endpointRoutes(app, sellingEndpoints, tags);

  route('getSelling', async (request) => ({ success: true as const, selling: await gymSelling.forCaller(requireUser(request), request.params.id) }));

  route(
    'updateSelling',
    async (request) => ({ success: true as const, selling: await gymSelling.update(requireUser(request), request.params.id, request.body) }),
    {
      schema: {
        description:
          '{ placesPerSlot?: 1–capacity | null (all), bookingWindowDays: 1–90 (default 30), minNoticeMinutes: 0–1440 (default 0) }. ' +
          'A slot offers min(capacity, placesPerSlot) places; dates beyond the window and slots starting within the notice are not offered.',
      },
    },
  );

  route('listClosures', async (request) => ({ success: true as const, closures: await gymClosures.listUpcoming(requireUser(request), request.params.id) }));

  route(
    'addClosure',
    async (request, reply) => {
      const added = await gymClosures.add(requireUser(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, ...added });
    },
    {
      schema: {
        description:
          "{ date: 'YYYY-MM-DD' (IST today to 365 days ahead), startTime, endTime: 'hh:mm AM' ('12:00 AM' as an end is midnight), reason: 1–200 characters, refundBookings?: true }. " +
          'Paid bookings inside make it 409 with them, unless refundBookings cancels them with a full refund and tells each person.',
      },
    },
  );

  route('deleteClosure', async (request) => {
    await gymClosures.remove(requireUser(request), request.params.id, request.params.closureId);
    return { success: true as const };
  });
};
