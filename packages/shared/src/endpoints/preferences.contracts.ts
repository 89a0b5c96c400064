import { messageReplySchema } from '../auth-schemas';
import { messagePreferencesSchema, preferencesReplySchema, unsubscribeParamsSchema } from '../preference-schemas';
import type { EndpointContract } from './endpoint';

const errors = [400, 401, 403, 429] as const;

/**
 * API contract §8.9: the signed-in person's message preferences, whatever their role; §8.8: the
 * one-click unsubscribe of a mail, with no sign-in (the signed token is the authority).
 */
export const contracts = {
  getPreferences: { permission: 'read:preferences:own', errors, reply: preferencesReplySchema },
  updatePreferences: { permission: 'update:preferences:own', errors, body: messagePreferencesSchema, reply: preferencesReplySchema },
  unsubscribeFromMail: { errors: [400, 403, 429], params: unsubscribeParamsSchema, reply: messageReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './preferences';
