import { gymIdParamsSchema } from '../gym-schemas';
import { gymActions } from '../permissions';
import { priceBandsBodySchema, priceBandsReplySchema } from '../price-band-schemas';
import type { EndpointContract } from './endpoint';

/**
 * §8.7 off-peak prices: a gym's price bands, read and replaced by its owner or an admin. The service
 * checks the new bands after the ownership check: every problem in one 400 'Validation failed' with
 * `errors`, as G12 and PATCH /gyms/{id}.
 */
export const contracts = {
  getPriceBands: { permission: gymActions.readGym, errors: [401, 403, 404], params: gymIdParamsSchema, reply: priceBandsReplySchema },
  replacePriceBands: {
    permission: gymActions.updateGym,
    errors: [400, 401, 403, 404],
    params: gymIdParamsSchema,
    serviceBody: priceBandsBodySchema,
    reply: priceBandsReplySchema,
  },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './price-bands';
