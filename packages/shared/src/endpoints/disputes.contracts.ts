import {
  adminDisputesQuerySchema,
  adminDisputesReplySchema,
  contestDisputeBodySchema,
  disputeActionReplySchema,
  disputeIdParamsSchema,
} from '../dispute-schemas';
import type { EndpointContract } from './endpoint';

const answerErrors = [400, 401, 403, 404, 409] as const;

/** API contract §8.10: card and UPI disputes (chargebacks) for admins, and their answer through Razorpay's Disputes API. */
export const contracts = {
  listDisputes: { permission: 'read:dispute:any', errors: [400, 401, 403], query: adminDisputesQuerySchema, reply: adminDisputesReplySchema },
  acceptDispute: { permission: 'act:dispute:any', errors: answerErrors, params: disputeIdParamsSchema, reply: disputeActionReplySchema },
  contestDispute: {
    permission: 'act:dispute:any',
    errors: answerErrors,
    params: disputeIdParamsSchema,
    body: contestDisputeBodySchema,
    reply: disputeActionReplySchema,
  },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './disputes';
