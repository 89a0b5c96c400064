import {
  adminMessageIdParamsSchema,
  adminMessageRetryReplySchema,
  adminMessagesQuerySchema,
  adminMessagesReplySchema,
} from '../admin-message-schemas';
import type { EndpointContract } from './endpoint';

/** API contract §8.8: the durable outbox's messages, and a retry of a failed one. */
export const contracts = {
  listMessages: { permission: 'read:message:any', errors: [400, 401, 403], query: adminMessagesQuerySchema, reply: adminMessagesReplySchema },
  retryMessage: {
    permission: 'retry:message:any',
    errors: [400, 401, 403, 404, 409],
    params: adminMessageIdParamsSchema,
    reply: adminMessageRetryReplySchema,
  },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './admin-messages';
