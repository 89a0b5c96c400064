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
import { sendShared } from '../../lib/shared-replies.js';
import { gymReplyJson, listReplyJson } from './gym-list-json.js';
import type { GymsService } from './gyms.service.js';

const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

const tags = ['gyms'];

/**
 * API contract §2, G1–G9: the public catalogue, open to anyone. The fixed names are static
 * segments, which Fastify's router always tries before the `/:id` parameter. Lists that stay the
 * same for a catalogue version go out through sendShared (serialized by the response schema and
 * compressed once); one gym, nearby and search are written from each gym's JSON, made and checked
 * against its schema once per version of the gym (gym-list-json.ts).
 */
export const gymsRoutes: FastifyPluginAsyncZod<{ gymsService: GymsService }> = async (app, { gymsService }) => {
  app.get(
    '/api/gyms/city-stats',
    { schema: { tags, response: { 200: cityStatsReplySchema } } },
    async (request, reply) => sendShared(request, reply, await gymsService.cityStats()),
  );

  app.get(
    '/api/gyms/all-public',
    { schema: { tags, response: { 200: allPublicGymsReplySchema } } },
    async (request, reply) => sendShared(request, reply, await gymsService.allPublic()),
  );

  app.get(
    '/api/gyms/cities',
    { schema: { tags, response: { 200: citiesReplySchema } } },
    async (request, reply) => sendShared(request, reply, await gymsService.cityNames()),
  );

  app.get(
    '/api/gyms/city/:city',
    { schema: { tags, params: cityParamsSchema, response: { 200: cityGymsReplySchema } } },
    async (request, reply) => sendShared(request, reply, await gymsService.byCity(request.params.city)),
  );

  app.get(
    '/api/gyms/amenities',
    { schema: { tags, response: { 200: amenitiesReplySchema } } },
    async (request, reply) => sendShared(request, reply, await gymsService.amenities()),
  );

  app.get(
    '/api/gyms/nearby',
    { schema: { tags, querystring: nearbyQuerySchema, response: { 200: nearbyGymsReplySchema, 400: errorReplySchema } } },
    async (request, reply) => sendJsonText(reply, listReplyJson(await gymsService.nearby(request.query))),
  );

  app.get(
    '/api/gyms/search',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: searchGymsReplySchema, 400: errorReplySchema } } },
    async (request, reply) => sendJsonText(reply, listReplyJson(await gymsService.search(request.query))),
  );

  app.get(
    '/api/gyms/details/:id',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: gymReplySchema, 404: errorReplySchema } } },
    async (request, reply) => sendJsonText(reply, gymReplyJson(await gymsService.byId(request.params.id))),
  );

  app.get(
    '/api/gyms/:id',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: gymReplySchema, 404: errorReplySchema } } },
    async (request, reply) => sendJsonText(reply, gymReplyJson(await gymsService.byId(request.params.id))),
  );
};
