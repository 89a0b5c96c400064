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
import type { AppDeps } from '../../app-deps.js';
import { createGymsService } from './gyms.service.js';

const tags = ['gyms'];

/**
 * API contract §2, G1–G9: the public catalogue, open to anyone. The fixed names are static
 * segments, which Fastify's router always tries before the `/:id` parameter.
 */
export const gymsRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'database'>> = async (app, deps) => {
  const gymsService = createGymsService(deps);

  app.get(
    '/api/gyms/city-stats',
    { schema: { tags, response: { 200: cityStatsReplySchema } } },
    async () => ({ success: true as const, data: await gymsService.cityStats() }),
  );

  app.get(
    '/api/gyms/all-public',
    { schema: { tags, response: { 200: allPublicGymsReplySchema } } },
    async () => {
      const list = await gymsService.allPublic();
      return { success: true as const, count: list.items.length, data: list.items, limit: list.limit, truncated: list.truncated };
    },
  );

  app.get(
    '/api/gyms/cities',
    { schema: { tags, response: { 200: citiesReplySchema } } },
    async () => ({ success: true as const, cities: await gymsService.cityNames() }),
  );

  app.get(
    '/api/gyms/city/:city',
    { schema: { tags, params: cityParamsSchema, response: { 200: cityGymsReplySchema } } },
    async (request) => {
      const list = await gymsService.byCity(request.params.city);
      return { success: true as const, count: list.items.length, gyms: list.items, limit: list.limit, truncated: list.truncated };
    },
  );

  app.get(
    '/api/gyms/amenities',
    { schema: { tags, response: { 200: amenitiesReplySchema } } },
    async () => {
      const list = await gymsService.amenities();
      return { success: true as const, amenities: list.items, limit: list.limit, truncated: list.truncated };
    },
  );

  app.get(
    '/api/gyms/nearby',
    { schema: { tags, querystring: nearbyQuerySchema, response: { 200: nearbyGymsReplySchema, 400: errorReplySchema } } },
    async (request) => {
      const result = await gymsService.nearby(request.query);
      return {
        success: true as const,
        count: result.items.length,
        message: `Found ${result.items.length} gyms within ${result.filters.radius} km`,
        gyms: result.items,
        filters: result.filters,
        limit: result.limit,
        truncated: result.truncated,
      };
    },
  );

  app.get(
    '/api/gyms/search',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: searchGymsReplySchema, 400: errorReplySchema } } },
    async (request) => {
      const list = await gymsService.search(request.query);
      return { success: true as const, count: list.items.length, gyms: list.items, limit: list.limit, truncated: list.truncated };
    },
  );

  app.get(
    '/api/gyms/details/:id',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: gymReplySchema, 404: errorReplySchema } } },
    async (request) => ({ success: true as const, gym: await gymsService.byId(request.params.id) }),
  );

  app.get(
    '/api/gyms/:id',
    { schema: { tags, params: gymIdParamsSchema, response: { 200: gymReplySchema, 404: errorReplySchema } } },
    async (request) => ({ success: true as const, gym: await gymsService.byId(request.params.id) }),
  );
};
