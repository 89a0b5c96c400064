import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { gymIdParamsSchema } from '@gymslot/shared/gym-schemas';
import { MAX_PRICE_BANDS, priceBandsReplySchema } from '@gymslot/shared/price-band-schemas';
import { gymActions } from '../../lib/authz.js';
import { requireUser } from '../auth/authentication.js';
import type { PriceBandsService } from './price-bands.service.js';

const tags = ['gyms (owner and admin)'];
const refused = { 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** §8.7 off-peak prices: a gym's price bands, read and replaced by its owner or an admin. */
export const priceBandsRoutes: FastifyPluginAsyncZod<{ priceBands: PriceBandsService }> = async (app, { priceBands }) => {
  app.get(
    '/api/gyms/:id/price-bands',
    {
      config: { permission: gymActions.readGym },
      schema: { tags, params: gymIdParamsSchema, response: { 200: priceBandsReplySchema, ...refused } },
    },
    async (request) => ({ success: true as const, ...(await priceBands.forCaller(requireUser(request), request.params.id)) }),
  );

  // The body is checked by the service, after the ownership check: every problem in one 400
  // 'Validation failed' with `errors`, as G12 and PATCH /gyms/{id}.
  app.put(
    '/api/gyms/:id/price-bands',
    {
      config: { permission: gymActions.updateGym },
      schema: {
        tags,
        description:
          `{ bands: [{ dayOfWeek, startTime, endTime, pricePerHour }] } replaces the whole set; [] clears it. At most ${MAX_PRICE_BANDS} bands; ` +
          "times 'hh:mm AM' on the hour, an end of '12:00 AM' is midnight; pricePerHour in rupees by the gym price's rule; no two bands of a day overlap.",
        params: gymIdParamsSchema,
        response: { 200: priceBandsReplySchema, 400: errorReplySchema, ...refused },
      },
    },
    async (request) => ({ success: true as const, ...(await priceBands.replace(requireUser(request), request.params.id, request.body)) }),
  );
};
