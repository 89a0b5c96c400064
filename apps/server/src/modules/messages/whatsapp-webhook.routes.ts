import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as whatsappWebhookEndpoints from '@gymslot/shared/endpoints/whatsapp-webhook.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import type { WhatsappStatusService } from './whatsapp-status.service.js';

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** API contract §8.9: WhatsApp Cloud API's status webhook and its subscription handshake. */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{ whatsappStatus: WhatsappStatusService }> = async (app, { whatsappStatus }) => {
  // The signature covers the exact bytes sent, so these routes alone keep the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const route = endpointRoutes(webhook, whatsappWebhookEndpoints, ['messages']);

    route('verifyWhatsappWebhook', (request, reply) => reply.type('text/plain; charset=utf-8').send(whatsappStatus.verify(request.query)), {
      schema: { description: "Meta's subscription handshake: hub.challenge back as text when hub.verify_token is WHATSAPP_VERIFY_TOKEN, else 403." },
    });

    route(
      'whatsappWebhook',
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await whatsappStatus.handle(rawBody, headerText(request.headers['x-hub-signature-256']));
        return { success: true as const };
      },
      {
        schema: {
          description:
            "Message statuses from WhatsApp Cloud API: X-Hub-Signature-256 is sha256= and the HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET. 'delivered' and 'read' are recorded; 'failed' fails the message and queues its SMS.",
        },
      },
    );
  });
};
