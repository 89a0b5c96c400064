import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as paymentEndpoints from '@gymslot/shared/endpoints/payments.contracts';
import { endpointRoutes } from '../../../lib/endpoint-routes.js';
import type { PaymentMismatchesService } from './payment-mismatches.service.js';

/** §8.8: what the daily payments check found, for admins to put right at Razorpay. */
export const paymentMismatchesRoutes: FastifyPluginAsyncZod<{ paymentMismatches: PaymentMismatchesService }> = async (
  app,
  { paymentMismatches },
) => {
  const route = endpointRoutes(app, paymentEndpoints, ['payments (admin)']);

  route('listPaymentMismatches', async () => ({ success: true as const, mismatches: await paymentMismatches.listOpen() }), {
    schema: { description: 'Payments Razorpay took that are neither one confirmed booking nor a refund here, newest first; at most 100.' },
  });

  route(
    'resolvePaymentMismatch',
    async (request) => ({ success: true as const, mismatch: await paymentMismatches.resolve(request.params.paymentId) }),
    { schema: { description: 'Marks one settled by hand (refunded or confirmed at Razorpay), so it leaves the list.' } },
  );
};
