import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { gymIdParamsSchema } from '@gymslot/shared/gym-schemas';
import {
  deleteImageBodySchema,
  deleteImageReplySchema,
  gymChangeFieldNames,
  managedGymsReplySchema,
  updateGymReplySchema,
} from '@gymslot/shared/owner-schemas';
import { gymActions } from '../../lib/authz.js';
import { requireUser } from '../auth/authentication.js';
import type { GymImagesService } from './gym-images.service.js';
import type { ManagedGymsService } from './managed-gyms.service.js';

const tags = ['gyms (owner and admin)'];
const refused = { 401: errorReplySchema, 403: errorReplySchema };

/** API contract §2 G10, G11, G13 and §8.7's edit: the JSON calls of the owner and admin gym screens. */
export const managedGymsRoutes: FastifyPluginAsyncZod<{ managedGyms: ManagedGymsService; gymImages: GymImagesService }> = async (
  app,
  { managedGyms, gymImages },
) => {

  app.get(
    '/api/gyms/my-gyms',
    {
      config: { permission: gymActions.readGym },
      schema: { tags, response: { 200: managedGymsReplySchema, ...refused } },
    },
    async (request) => {
      const gyms = await managedGyms.mine(requireUser(request));
      return { success: true as const, count: gyms.length, gyms };
    },
  );

  app.get(
    '/api/gyms/all-gyms',
    {
      config: { permission: gymActions.readGym.any },
      schema: { tags, response: { 200: managedGymsReplySchema, ...refused } },
    },
    async () => {
      const gyms = await managedGyms.all();
      return { success: true as const, count: gyms.length, gyms };
    },
  );

  app.patch(
    '/api/gyms/:id/delete-image',
    {
      config: { permission: gymActions.updateGym },
      schema: {
        tags,
        params: gymIdParamsSchema,
        body: deleteImageBodySchema,
        response: { 200: deleteImageReplySchema, 400: errorReplySchema, ...refused, 404: errorReplySchema },
      },
    },
    async (request) => {
      const images = await gymImages.remove(requireUser(request), request.params.id, request.body.imageUrl);
      return { success: true as const, message: 'Image deleted', images };
    },
  );

  // The body is checked by the service, after the ownership check, against the shared
  // gymChangesSchema: every problem in one 400 'Validation failed' with `errors`, as G12.
  app.patch(
    '/api/gyms/:id',
    {
      config: { permission: gymActions.updateGym },
      schema: {
        tags,
        description:
          `JSON with any of ${gymChangeFieldNames.join(', ')}, checked by the add-gym rules (G12); numbers as JSON ` +
          "numbers or text, amenities as a list or comma-separated text, gstin a valid GSTIN or '' to clear it. " +
          'Any other key is refused.',
        params: gymIdParamsSchema,
        response: { 200: updateGymReplySchema, 400: errorReplySchema, ...refused, 404: errorReplySchema },
      },
    },
    async (request) => {
      const gym = await managedGyms.update(requireUser(request), request.params.id, request.body);
      return { success: true as const, gym };
    },
  );
};
