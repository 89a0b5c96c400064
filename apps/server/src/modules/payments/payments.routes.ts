import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import type { PaymentEventsService } from './payment-events.service.js';

const tags = ['payments'];

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The provider's webhook (a GymSlot extra, outside the API contract). The sandbox checkout's pay
 * call is a booking's, so it lives in bookings.routes.ts.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ paymentEvents: PaymentEventsService }> = async (app, { paymentEvents: events }) => {
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
