import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as gymStaffEndpoints from '@gymslot/shared/endpoints/gym-staff.contracts';
import { serverTexts } from '@gymslot/shared/server-texts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../auth/authentication.js';
import type { GymStaffService } from './gym-staff.service.js';

/** §8.12: a gym's front-desk staff, managed by its owner or an admin. */
export const gymStaffRoutes: FastifyPluginAsyncZod<{ gymStaff: GymStaffService }> = async (app, { gymStaff }) => {
  const route = endpointRoutes(app, gymStaffEndpoints, ['gyms (owner and admin)']);

  route(
    'addGymStaff',
    async (request, reply) => {
      const staff = await gymStaff.add(requireUser(request), request.params.id, request.body, requestLanguage(request));
      return reply.code(201).send({ success: true as const, staff });
    },
    {
      schema: {
        description:
          '{ email } or { phone } (exactly one; an Indian mobile number), and { name } (1–100) for a new account, which a new number needs. ' +
          'A member becomes gym_staff; an owner or admin account is 409. A new address gets an invitation mail, a new number a WhatsApp or SMS text. At most 20 per hour per caller.',
      },
    },
  );

  route('listGymStaff', async (request) => ({ success: true as const, staff: await gymStaff.list(requireUser(request), request.params.id) }));

  route('removeGymStaff', async (request) => {
    await gymStaff.remove(requireUser(request), request.params.id, request.params.userId);
    return { success: true as const, message: serverTexts.staffRemoved };
  });
};
