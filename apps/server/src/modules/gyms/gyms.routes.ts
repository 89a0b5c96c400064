import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
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
} from '@gymslot/shared/gym-schemas';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { createGymsService } from './gyms.service.js';
import { sendJson } from './send-json.js';

const tags = ['gyms'];

/**
 * API contract §2, G1–G9: the public catalogue, open to anyone. The fixed names are static
 * segments, which Fastify's router always tries before the `/:id` parameter. The service answers
 * with finished JSON bytes, which Fastify sends as they are, so the response schemas describe the
 * replies (OpenAPI) without serializing them again.
 */
export const gymsRoutes: FastifyPluginAsyncZod<{ catalogue: PublicCatalogue }> = async (app, deps) => {
  const gymsService = createGymsService(deps);

  app.get(
    '/api/gyms/city-stats',
    { schema: { tags, response: { 200: cityStatsReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.cityStats()),
  );

  app.get(
    '/api/gyms/all-public',
    { schema: { tags, response: { 200: allPublicGymsReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.allPublic()),
  );

  app.get(
    '/api/gyms/cities',
    { schema: { tags, response: { 200: citiesReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.cityNames()),
  );

  app.get(
    '/api/gyms/city/:city',
    { schema: { tags, params: cityParamsSchema, response: { 200: cityGymsReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.byCity(request.params.city)),
  );

  app.get(
    '/api/gyms/amenities',
    { schema: { tags, response: { 200: amenitiesReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.amenities()),
  );

  app.get(
    '/api/gyms/nearby',
    { schema: { tags, querystring: nearbyQuerySchema, response: { 200: nearbyGymsReplySchema, 400: errorReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.nearby(request.query)),
  );

  app.get(
    '/api/gyms/search',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: searchGymsReplySchema, 400: errorReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.search(request.query)),
  );

  app.get(
    '/api/gyms/details/:id',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: gymReplySchema, 404: errorReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.byId(request.params.id)),
  );

  app.get(
    '/api/gyms/:id',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: gymReplySchema, 404: errorReplySchema } } },
    async (request, reply) => sendJson(request, reply, await gymsService.byId(request.params.id)),
  );
};
