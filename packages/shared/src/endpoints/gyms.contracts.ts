import { z } from 'zod';
import {
  allPublicGymsReplySchema,
  amenitiesReplySchema,
  citiesReplySchema,
  cityGymsReplySchema,
  cityParamsSchema,
  cityStatsReplySchema,
  gymIdParamsSchema,
  gymReplySchema,
  nearbyGymsReplySchema,
  nearbyQuerySchema,
  searchGymsReplySchema,
  searchQuerySchema,
} from '../gym-schemas';
import {
  addGymFieldsSchema,
  addGymReplySchema,
  addImagesReplySchema,
  deleteImageBodySchema,
  deleteImageReplySchema,
  gymChangesSchema,
  managedGymsReplySchema,
  updateGymReplySchema,
} from '../owner-schemas';
import { gymActions } from '../permissions';
import type { EndpointContract } from './endpoint';

const refused = [401, 403] as const;
// 507: the disk holding the images is full; nothing of the upload is kept.
const uploadErrors = [400, 401, 403, 404, 413, 507] as const;

/**
 * API contract §2: G1–G9, the public catalogue (open to anyone); G10, G11, G13 (owner and admin);
 * G12 and G14, the multipart calls, whose form fields are checked by the service.
 */
export const contracts = {
  getCityStats: { errors: [], reply: cityStatsReplySchema },
  listPublicGyms: { errors: [], reply: allPublicGymsReplySchema },
  listCityNames: { errors: [], reply: citiesReplySchema },
  listCityGyms: { errors: [], params: cityParamsSchema, reply: cityGymsReplySchema },
  listAmenities: { errors: [], reply: amenitiesReplySchema },
  listNearbyGyms: { errors: [400], query: nearbyQuerySchema, reply: nearbyGymsReplySchema },
  searchGyms: { errors: [400], query: searchQuerySchema, reply: searchGymsReplySchema },
  getGymDetails: { errors: [404], params: gymIdParamsSchema, reply: gymReplySchema },
  getGym: { errors: [404], params: gymIdParamsSchema, reply: gymReplySchema },
  // §8.12: front-desk staff list the gyms they staff, without revenue.
  listMyGyms: { permission: gymActions.listGyms, errors: refused, reply: managedGymsReplySchema },
  listAllGyms: { permission: gymActions.readGym.any, errors: refused, reply: managedGymsReplySchema },
  removeGymImage: {
    permission: gymActions.updateGym,
    errors: [400, 401, 403, 404],
    params: gymIdParamsSchema,
    body: deleteImageBodySchema,
    reply: deleteImageReplySchema,
  },
  // PATCH /gyms/{id} (§8.7): the service checks the changes after the ownership check.
  updateGym: {
    permission: gymActions.updateGym,
    errors: [400, 401, 403, 404],
    params: gymIdParamsSchema,
    serviceBody: gymChangesSchema,
    reply: updateGymReplySchema,
  },
  createGym: { permission: gymActions.createGym, errors: uploadErrors, multipart: addGymFieldsSchema, reply: addGymReplySchema },
  // Files only: the form has no text fields.
  uploadGymImages: {
    permission: gymActions.updateGym,
    errors: uploadErrors,
    params: gymIdParamsSchema,
    multipart: z.object({}),
    reply: addImagesReplySchema,
  },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './gyms';
