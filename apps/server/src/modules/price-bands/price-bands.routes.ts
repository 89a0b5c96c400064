import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as priceBandEndpoints from '@gymslot/shared/endpoints/price-bands.contracts';
import { MAX_PRICE_BANDS } from '@gymslot/shared/price-band-schemas';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requireUser } from '../auth/authentication.js';
import type { PriceBandsService } from './price-bands.service.js';

const tags = ['gyms (owner and admin)'];

/** §8.7 off-peak prices: a gym's price bands, read and replaced by its owner or an admin. */
export const priceBandsRoutes: FastifyPluginAsyncZod<{ priceBands: PriceBandsService }> = async (app, { priceBands }) => {
  const route = endpointRoutes(app, priceBandEndpoints, tags);

  route('getPriceBands', async (request) => ({
    success: true as const,
    ...(await priceBands.forCaller(requireUser(request), request.params.id)),
  }));

  route(
    'replacePriceBands',
    async (request) => ({ success: true as const, ...(await priceBands.replace(requireUser(request), request.params.id, request.body)) }),
    {
      schema: {
        description:
          `{ bands: [{ dayOfWeek, startTime, endTime, pricePerHour }] } replaces the whole set; [] clears it. At most ${MAX_PRICE_BANDS} bands; ` +
          "times 'hh:mm AM' on the hour, an end of '12:00 AM' is midnight; pricePerHour in rupees by the gym price's rule; no two bands of a day overlap.",
      },
    },
  );
};
