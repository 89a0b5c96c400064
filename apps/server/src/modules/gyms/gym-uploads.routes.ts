import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { gymIdParamsSchema } from '@gymslot/shared/gym-schemas';
import { addGymReplySchema, addImagesReplySchema } from '@gymslot/shared/owner-schemas';
import type { AppDeps } from '../../app-deps.js';
import { gymActions } from '../../lib/authz.js';
import { allowLongerRequest } from '../../lib/long-requests.js';
import type { MediaStore } from '../media/media-store.js';
import { permissionGate, requireUser } from '../auth/authentication.js';
import { createAddGymService } from './add-gym.service.js';
import { createGymImagesService } from './gym-images.service.js';
import { gymMultipartLimits, readMultipartForm } from './multipart-form.js';

const tags = ['gyms (owner and admin)'];
const IMAGES_FIELD = 'images';

const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  413: errorReplySchema,
};

/**
 * API contract §2 G12 and G14, the two multipart calls. This plugin is not wrapped with
 * fastify-plugin, so the multipart parser exists only here: every other route keeps refusing
 * multipart bodies.
 */
export const gymUploadsRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer'> & { media: MediaStore; uploadRequestMs: number }
> = async (app, deps) => {
  await app.register(fastifyMultipart, { limits: gymMultipartLimits });
  const addGym = createAddGymService(deps, deps.media);
  const gymImages = createGymImagesService(deps, deps.media);
  // Eight images may take minutes on a slow link; only callers past the permission gate get them.
  const slowUpload = allowLongerRequest(deps.uploadRequestMs);

  app.post(
    '/api/gyms/add',
    {
      onRequest: [permissionGate(gymActions.createGym), slowUpload],
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Text fields ownerEmail, ownerPhoneNumber, name, address, city, state, pincode, contactNumber, email, ' +
          'capacity, pricePerHour, latitude, longitude, and optional razorpayAccountId, description, amenities; ' +
          'up to 8 PNG or JPEG files in the repeated field images, 5 MB each.',
        response: { 201: addGymReplySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const gym = await addGym.add(requireUser(request), () => readMultipartForm(request, IMAGES_FIELD));
      return reply.status(201).send({ success: true as const, message: 'Gym added successfully', gym });
    },
  );

  app.patch(
    '/api/gyms/:id/add-images',
    {
      onRequest: [permissionGate(gymActions.updateGym), slowUpload],
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'PNG or JPEG files in the repeated field images, 5 MB each; a gym holds at most 8.',
        params: gymIdParamsSchema,
        response: { 200: addImagesReplySchema, ...refusals },
      },
    },
    async (request) => {
      const { added, all } = await gymImages.add(requireUser(request), request.params.id, async () => {
        const form = await readMultipartForm(request, IMAGES_FIELD);
        return form.files;
      });
      return { success: true as const, message: 'Images added', images: added, imageUrls: all };
    },
  );
};
