import { payoutsQuerySchema, payoutsReplySchema } from '../payout-schemas';
import { gymActions } from '../permissions';
import type { EndpointContract } from './endpoint';

const errors = [400, 401, 403] as const;

/** API contract §8.7: the owner dashboard's payouts, and the month's statement as CSV (so no `reply`). */
export const contracts = {
  getPayouts: { permission: gymActions.readGym, errors, query: payoutsQuerySchema, reply: payoutsReplySchema },
  getPayoutStatementCsv: { permission: gymActions.readGym, errors, query: payoutsQuerySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './payouts';
