import { messageReplySchema } from '../auth-schemas';
import { joinWaitlistBodySchema, waitlistEntryParamsSchema, waitlistEntryReplySchema, waitlistListReplySchema } from '../waitlist-schemas';
import type { EndpointContract } from './endpoint';

const errors = [400, 401, 403, 404, 409] as const;

/** API contract §8.4: join a full slot's waitlist, list one's entries, leave. */
export const contracts = {
  joinWaitlist: { permission: 'join:waitlist', errors, body: joinWaitlistBodySchema, reply: waitlistEntryReplySchema },
  listMyWaitlist: { permission: 'join:waitlist', errors, reply: waitlistListReplySchema },
  leaveWaitlist: { permission: 'join:waitlist', errors, params: waitlistEntryParamsSchema, reply: messageReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './waitlist';
