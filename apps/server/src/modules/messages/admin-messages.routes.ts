import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import {
  adminMessageRetryReplySchema,
  adminMessagesQuerySchema,
  adminMessagesReplySchema,
} from '@gymslot/shared/admin-message-schemas';
import type { AdminMessagesService } from './admin-messages.service.js';

const tags = ['messages (admin)'];
const refused = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };

/** API contract §8.8: the durable outbox's messages, and a retry of a failed one. */
export const adminMessagesRoutes: FastifyPluginAsyncZod<{ adminMessages: AdminMessagesService }> = async (app, { adminMessages }) => {
  app.get(
    '/api/admin/messages',
    {
      config: { permission: 'read:message:any' },
      schema: {
        tags,
        description: 'Every outgoing message, newest first, 50 a page; recipients masked, content never shown.',
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessagesReplySchema, ...refused },
      },
    },
    async (request) => ({ success: true as const, ...(await adminMessages.list(request.query)) }),
  );

  app.post(
    '/api/admin/messages/:id/retry',
    {
      config: { permission: 'retry:message:any' },
      schema: {
        tags,
        description: 'Queues a failed message again, due now, with a fresh 24-hour retry window.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: adminMessageRetryReplySchema, 404: errorReplySchema, 409: errorReplySchema, ...refused },
      },
    },
    async (request) => ({ success: true as const, message: await adminMessages.retry(request.params.id) }),
  );
};
