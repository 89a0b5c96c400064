import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { paymentMismatchesReplySchema, resolvedPaymentMismatchReplySchema } from '@gymslot/shared/payment-mismatch-schemas';
import type { PaymentMismatchesService } from './payment-mismatches.service.js';

const tags = ['payments (admin)'];
const refused = { 401: errorReplySchema, 403: errorReplySchema };

/** §8.8: what the daily payments check found, for admins to put right at Razorpay. */
export const paymentMismatchesRoutes: FastifyPluginAsyncZod<{ paymentMismatches: PaymentMismatchesService }> = async (
  app,
  { paymentMismatches },
) => {
  app.get(
    '/api/admin/payment-mismatches',
    {
      config: { permission: 'read:booking:any' },
      schema: {
        tags,
        description: 'Payments Razorpay took that are neither one confirmed booking nor a refund here, newest first; at most 100.',
        response: { 200: paymentMismatchesReplySchema, ...refused },
      },
    },
    async () => ({ success: true as const, mismatches: await paymentMismatches.listOpen() }),
  );

  app.post(
    '/api/admin/payment-mismatches/:paymentId/resolve',
    {
      config: { permission: 'resolve:payment:any' },
      schema: {
        tags,
        description: 'Marks one settled by hand (refunded or confirmed at Razorpay), so it leaves the list.',
        params: z.object({ paymentId: z.string().max(64) }),
        response: { 200: resolvedPaymentMismatchReplySchema, 404: errorReplySchema, ...refused },
      },
    },
    async (request) => ({ success: true as const, mismatch: await paymentMismatches.resolve(request.params.paymentId) }),
  );
};
