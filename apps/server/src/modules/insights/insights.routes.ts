import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as insightsEndpoints from '@gymslot/shared/endpoints/insights.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requireUser } from '../auth/authentication.js';
import type { InsightsService } from './insights.service.js';

const description =
  'A range of IST dates, both included, at most 366 days. Revenue is rupees kept (paid, not cancelled or refunded) ' +
  "by the slot's date; bookings by hour count paid bookings by IST weekday and start hour (docs/decisions/044-insights.md).";

/** API contract §8.7: insights for one gym, and for all of the calling owner's gyms. */
export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
  const route = endpointRoutes(app, insightsEndpoints, ['insights (owner and admin)']);

  route(
    'getGymInsights',
    async (request) => ({ success: true as const, ...(await insights.forGym(requireUser(request), request.params.id, request.query)) }),
    { schema: { description } },
  );

  route('getOwnerInsights', async (request) => ({ success: true as const, ...(await insights.forOwner(requireUser(request), request.query)) }), {
    schema: { description },
  });
};
