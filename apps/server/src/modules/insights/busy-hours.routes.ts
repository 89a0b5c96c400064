import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as insightsEndpoints from '@gymslot/shared/endpoints/insights.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import type { BusyHoursService } from './busy-hours.service.js';

/** API contract §8.4a: how busy a gym usually is. Open to anyone. */
export const busyHoursRoutes: FastifyPluginAsyncZod<{ busyHours: BusyHoursService }> = async (app, { busyHours }) => {
  const route = endpointRoutes(app, insightsEndpoints, ['gyms']);

  route('getBusyHours', async (request) => ({ success: true as const, ...(await busyHours.forGym(request.params.id)) }));
};
