import { messageReplySchema } from '../auth-schemas';
import { deletionRequestSchema, deletionScheduledReplySchema, deletionStatusReplySchema, personalDataReplySchema } from '../privacy-schemas';
import type { EndpointContract } from './endpoint';

/**
 * API contract §8.11: the signed-in person's copy of their data (a JSON download) and the deletion
 * of their own account, 48 hours after they ask, which they may cancel until then.
 */
export const contracts = {
  getMyData: { permission: 'read:personal-data:own', errors: [401, 403, 429], reply: personalDataReplySchema },
  getMyDeletion: { permission: 'read:personal-data:own', errors: [401, 403], reply: deletionStatusReplySchema },
  scheduleMyDeletion: { permission: 'request:deletion:own', errors: [400, 401, 403, 409, 429], body: deletionRequestSchema, reply: deletionScheduledReplySchema },
  cancelMyDeletion: { permission: 'request:deletion:own', errors: [401, 403], reply: messageReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './privacy';
