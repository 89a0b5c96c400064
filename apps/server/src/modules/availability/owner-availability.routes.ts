import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as availabilityEndpoints from '@gymslot/shared/endpoints/availability.contracts';
import { serverTexts } from '@gymslot/shared/server-texts';
import { gymActions } from '../../lib/authz.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requireUser } from '../auth/authentication.js';
import type { OwnerAvailabilityService } from './owner-availability.service.js';

const FETCHED = 'Gym availability fetched successfully';

/** API contract §3 V2–V4 and R1–R2; whose gym it is, the service decides. */
export const ownerAvailabilityRoutes: FastifyPluginAsyncZod<{ ownerAvailability: OwnerAvailabilityService }> = async (
  app,
  { ownerAvailability: availability },
) => {
  const route = endpointRoutes(app, availabilityEndpoints, ['availability (owner and admin)']);

  route('getOwnerAvailability', async (request) => {
    const stored = await availability.all(requireUser(request), request.params.gymId, gymActions.readAvailability, { code: 'gymNotFound' });
    return { success: true as const, message: FETCHED, ...stored };
  });

  // The admin screen reads this call's error text, which the contract spells with a full stop.
  route('getAdminAvailability', async (request) => {
    const stored = await availability.all(requireUser(request), request.params.gymId, gymActions.readAnyAvailability, { code: 'gymNotFoundDot' });
    return { success: true as const, message: FETCHED, ...stored };
  });

  route('setAvailability', async (request) => ({
    success: true as const,
    message: serverTexts.availabilitySet,
    availability: await availability.setDate(requireUser(request), request.body),
  }));

  route('getRecurringDay', async (request) => {
    const { gymId, dayOfWeek } = request.params;
    return { success: true as const, ...(await availability.recurringDay(requireUser(request), gymId, dayOfWeek)) };
  });

  route('setRecurringDay', async (request) => ({
    success: true as const,
    ...(await availability.setRecurring(requireUser(request), request.body)),
  }));
};
