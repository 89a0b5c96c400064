import type { FastifyReply } from 'fastify';
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

const tags = ['gyms'];

/**
 * The service answers with finished JSON; with a JSON content type Fastify sends text or bytes as
 * they are, so the routes' response schemas describe the replies (OpenAPI) without re-serializing them.
 */
function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * API contract §2, G1–G9: the public catalogue, open to anyone. The fixed names are static
 * segments, which Fastify's router always tries before the `/:id` parameter.
 */
export const gymsRoutes: FastifyPluginAsyncZod<{ catalogue: PublicCatalogue }> = async (app, deps) => {
  const gymsService = createGymsService(deps);

  app.get(
    '/api/gyms/city-stats',
    { schema: { tags, response: { 200: cityStatsReplySchema } } },
    async (_request, reply) => sendJson(reply, await gymsService.cityStats()),
  );

  app.get(
    '/api/gyms/all-public',
    { schema: { tags, response: { 200: allPublicGymsReplySchema } } },
    async (_request, reply) => sendJson(reply, await gymsService.allPublic()),
  );

  app.get(
    '/api/gyms/cities',
    { schema: { tags, response: { 200: citiesReplySchema } } },
    async (_request, reply) => sendJson(reply, await gymsService.cityNames()),
  );

  app.get(
    '/api/gyms/city/:city',
    { schema: { tags, params: cityParamsSchema, response: { 200: cityGymsReplySchema } } },
    async (request, reply) => sendJson(reply, await gymsService.byCity(request.params.city)),
  );

  app.get(
    '/api/gyms/amenities',
    { schema: { tags, response: { 200: amenitiesReplySchema } } },
    async (_request, reply) => sendJson(reply, await gymsService.amenities()),
  );

  app.get(
    '/api/gyms/nearby',
    { schema: { tags, querystring: nearbyQuerySchema, response: { 200: nearbyGymsReplySchema, 400: errorReplySchema } } },
    async (request, reply) => sendJson(reply, await gymsService.nearby(request.query)),
  );

  app.get(
    '/api/gyms/search',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: searchGymsReplySchema, 400: errorReplySchema } } },
    async (request, reply) => sendJson(reply, await gymsService.search(request.query)),
  );

  app.get(
    '/api/gyms/details/:id',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: gymReplySchema, 404: errorReplySchema } } },
    async (request, reply) => sendJson(reply, await gymsService.byId(request.params.id)),
  );

  app.get(
    '/api/gyms/:id',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: gymReplySchema, 404: errorReplySchema } } },
    async (request, reply) => sendJson(reply, await gymsService.byId(request.params.id)),
  );
};
