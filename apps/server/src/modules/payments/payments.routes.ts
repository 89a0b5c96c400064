import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import { sandboxPayBodySchema, sandboxPayReplySchema } from '@gymslot/shared/booking-schemas';
import type { AppDeps } from '../../app-deps.js';
import { requirePermission } from '../auth/authentication.js';
import { createSettlementService } from '../bookings/booking-settlement.service.js';
import { createPaymentEventsService } from './payment-events.service.js';
import { createSandboxCheckoutService } from './sandbox-checkout.service.js';

const tags = ['payments'];

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The provider's webhook and the sandbox checkout (GymSlot extras, outside the API contract). */
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const serviceDeps = { ...deps, logger: app.log };
  const settlement = createSettlementService(serviceDeps);
  const events = createPaymentEventsService(serviceDeps, settlement);
  const sandboxCheckout = createSandboxCheckoutService(serviceDeps, settlement);

  app.post(
    '/api/payments/sandbox/pay',
    {
      onRequest: async (request) => {
        requirePermission(request, 'pay:booking:own');
      },
      schema: {
        tags,
        body: sandboxPayBodySchema,
        response: {
          200: sandboxPayReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => sandboxCheckout.pay(requirePermission(request, 'pay:booking:own').id, request.body),
  );

  // The signature covers the exact bytes sent, so this route alone keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/api/payments/razorpay/webhook',
      {
        schema: {
          tags,
          description: 'Razorpay webhook: X-Razorpay-Signature is HMAC-SHA256 of the raw body with the webhook secret.',
          response: { 200: z.object({ success: z.literal(true) }), 400: errorReplySchema, 503: errorReplySchema },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await events.handle({
          rawBody,
          signature: headerText(request.headers['x-razorpay-signature']),
          eventId: headerText(request.headers['x-razorpay-event-id']),
        });
        return { success: true as const };
      },
    );
  });
};
