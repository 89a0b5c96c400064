import { busyHoursReplySchema } from '../busy-hours-schemas';
import { gymIdParamsSchema } from '../gym-schemas';
import { insightsQuerySchema, insightsReplySchema } from '../insights-schemas';
import { gymActions } from '../permissions';
import type { EndpointContract } from './endpoint';

/** API contract §8.7: insights for one gym and for all of the calling owner's gyms; §8.4a: how busy a gym usually is (open to anyone). */
export const contracts = {
  getGymInsights: {
    permission: gymActions.readGym,
    errors: [400, 401, 403, 404],
    params: gymIdParamsSchema,
    query: insightsQuerySchema,
    reply: insightsReplySchema,
  },
  getOwnerInsights: { permission: 'read:gym:own', errors: [400, 401, 403], query: insightsQuerySchema, reply: insightsReplySchema },
  getBusyHours: { errors: [404], params: gymIdParamsSchema, reply: busyHoursReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './insights';
