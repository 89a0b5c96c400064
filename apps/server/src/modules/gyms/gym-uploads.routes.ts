import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as gymEndpoints from '@gymslot/shared/endpoints/gyms.contracts';
import { serverTexts } from '@gymslot/shared/server-texts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { allowLongerRequest } from '../../lib/long-requests.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../auth/authentication.js';
import type { AddGymService } from './add-gym.service.js';
import type { GymImagesService } from './gym-images.service.js';
import { gymMultipartLimits, readMultipartForm } from './multipart-form.js';

const IMAGES_FIELD = 'images';

/**
 * API contract §2 G12 and G14, the two multipart calls. This plugin is not wrapped with
 * fastify-plugin, so the multipart parser exists only here: every other route keeps refusing
 * multipart bodies.
 */
export const gymUploadsRoutes: FastifyPluginAsyncZod<{
  addGym: AddGymService;
  gymImages: GymImagesService;
  uploadRequestMs: number;
}> = async (app, { addGym, gymImages, uploadRequestMs }) => {
  await app.register(fastifyMultipart, { limits: gymMultipartLimits });
  // Eight images may take minutes on a slow link; only callers past the permission check get them
  // (the authentication hook checks `config.permission` before these route hooks run).
  const slowUpload = allowLongerRequest(uploadRequestMs);

  const route = endpointRoutes(app, gymEndpoints, ['gyms (owner and admin)']);

  route(
    'createGym',
    async (request, reply) => {
      const gym = await addGym.add(() => readMultipartForm(request, IMAGES_FIELD), requestLanguage(request));
      return reply.status(201).send({ success: true as const, message: serverTexts.gymAdded, gym });
    },
    {
      onRequest: slowUpload,
      schema: {
        consumes: ['multipart/form-data'],
        description:
          'Text fields ownerEmail, ownerPhoneNumber, name, address, city, state, pincode, contactNumber, email, ' +
          'capacity, pricePerHour, latitude, longitude, and optional razorpayAccountId (an activated Razorpay Route account when ' +
          'Razorpay keys are set; none: the gym is paid outside GymSlot), description, amenities; ' +
          'up to 8 PNG or JPEG files in the repeated field images, 5 MB each.',
      },
    },
  );

  route(
    'uploadGymImages',
    async (request) => {
      const { added, all } = await gymImages.add(requireUser(request), request.params.id, async () => {
        const form = await readMultipartForm(request, IMAGES_FIELD);
        return form.files;
      });
      return { success: true as const, message: serverTexts.imagesAdded, images: added, imageUrls: all };
    },
    {
      onRequest: slowUpload,
      schema: {
        consumes: ['multipart/form-data'],
        description: 'PNG or JPEG files in the repeated field images, 5 MB each; a gym holds at most 8.',
      },
    },
  );
};
