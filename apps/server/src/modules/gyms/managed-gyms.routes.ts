import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as gymEndpoints from '@gymslot/shared/endpoints/gyms.contracts';
import { gymChangeFieldNames } from '@gymslot/shared/owner-schemas';
import { serverTexts } from '@gymslot/shared/server-texts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requireUser } from '../auth/authentication.js';
import type { GymImagesService } from './gym-images.service.js';
import type { ManagedGymsService } from './managed-gyms.service.js';

const tags = ['gyms (owner and admin)'];

/** API contract §2 G10, G11, G13 and §8.7's edit: the JSON calls of the owner and admin gym screens. */
export const managedGymsRoutes: FastifyPluginAsyncZod<{ managedGyms: ManagedGymsService; gymImages: GymImagesService }> = async (
  app,
  { managedGyms, gymImages },
) => {
  const route = endpointRoutes(app, gymEndpoints, tags);

  route('listMyGyms', async (request) => {
    const gyms = await managedGyms.mine(requireUser(request));
    return { success: true as const, count: gyms.length, gyms };
  });

  route('listAllGyms', async () => {
    const gyms = await managedGyms.all();
    return { success: true as const, count: gyms.length, gyms };
  });

  route('removeGymImage', async (request) => {
    const images = await gymImages.remove(requireUser(request), request.params.id, request.body.imageUrl);
    return { success: true as const, message: serverTexts.imageDeleted, images };
  });

  route(
    'updateGym',
    async (request) => ({ success: true as const, gym: await managedGyms.update(requireUser(request), request.params.id, request.body) }),
    {
      schema: {
        description:
          `JSON with any of ${gymChangeFieldNames.join(', ')}, checked by the add-gym rules (G12); numbers as JSON ` +
          "numbers or text, amenities as a list or comma-separated text, gstin a valid GSTIN or '' to clear it, " +
          "razorpayAccountId (admins only; an activated Razorpay Route account, or '' to clear it). " +
          'Any other key is refused.',
      },
    },
  );
};
