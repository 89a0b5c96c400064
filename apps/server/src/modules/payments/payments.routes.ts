import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as paymentEndpoints from '@gymslot/shared/endpoints/payments.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import type { PaymentEventsService } from './payment-events.service.js';

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
    const route = endpointRoutes(webhook, paymentEndpoints, ['payments']);
    route(
      'razorpayWebhook',
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await events.handle({
          rawBody,
          signature: headerText(request.headers['x-razorpay-signature']),
          eventId: headerText(request.headers['x-razorpay-event-id']),
        });
        return { success: true as const };
      },
      { schema: { description: 'Razorpay webhook: X-Razorpay-Signature is HMAC-SHA256 of the raw body with the webhook secret.' } },
    );
  });
};
