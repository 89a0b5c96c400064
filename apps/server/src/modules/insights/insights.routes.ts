import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { gymIdParamsSchema } from '@gymslot/shared/gym-schemas';
import { insightsQuerySchema, insightsReplySchema } from '@gymslot/shared/insights-schemas';
import { gymActions } from '../../lib/authz.js';
import { requireUser } from '../auth/authentication.js';
import type { InsightsService } from './insights.service.js';

const tags = ['insights (owner and admin)'];
const refused = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };
const description =
  'A range of IST dates, both included, at most 366 days. Revenue is rupees kept (paid, not cancelled or refunded) ' +
  "by the slot's date; bookings by hour count paid bookings by IST weekday and start hour (docs/decisions/044-insights.md).";

/** API contract §8.7: insights for one gym, and for all of the calling owner's gyms. */
export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
  app.get(
    '/api/gyms/:id/insights',
    {
      config: { permission: gymActions.readGym },
      schema: {
        tags,
        description,
        params: gymIdParamsSchema,
        querystring: insightsQuerySchema,
        response: { 200: insightsReplySchema, ...refused, 404: errorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await insights.forGym(requireUser(request), request.params.id, request.query)),
    }),
  );

  // Under /api/owner/, never /api/gyms/, so it cannot be read as a gym id (§0's path order).
  app.get(
    '/api/owner/insights',
    {
      config: { permission: 'read:gym:own' },
      schema: { tags, description, querystring: insightsQuerySchema, response: { 200: insightsReplySchema, ...refused } },
    },
    async (request) => ({ success: true as const, ...(await insights.forOwner(requireUser(request), request.query)) }),
  );
};
