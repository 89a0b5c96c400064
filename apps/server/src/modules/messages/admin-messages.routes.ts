import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminMessageEndpoints from '@gymslot/shared/endpoints/admin-messages.contracts';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import type { AdminMessagesService } from './admin-messages.service.js';

/** API contract §8.8: the durable outbox's messages, and a retry of a failed one. */
export const adminMessagesRoutes: FastifyPluginAsyncZod<{ adminMessages: AdminMessagesService }> = async (app, { adminMessages }) => {
  const route = endpointRoutes(app, adminMessageEndpoints, ['messages (admin)']);

  route('listMessages', async (request) => ({ success: true as const, ...(await adminMessages.list(request.query)) }), {
    schema: { description: 'Every outgoing message, newest first, 50 a page; recipients masked, content never shown.' },
  });

  route('retryMessage', async (request) => ({ success: true as const, message: await adminMessages.retry(request.params.id) }), {
    schema: { description: 'Queues a failed message again, due now, with a fresh 24-hour retry window.' },
  });
};
