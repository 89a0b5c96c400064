import { istDate } from '@gymslot/shared/ist-time';
import { isPayoutMonth, type PayoutsQuery, type PayoutsReply } from '@gymslot/shared/payout-schemas';
import type { AppDeps } from '../../../app-deps.js';
import { can, type Caller } from '../../../lib/authz.js';
import { AppError } from '../../../lib/errors.js';
import { payoutStatement } from './payout-statement.js';

/**
 * §8.7: the payouts an owner's gyms were sent through Razorpay Route in a month. An owner sees the
 * gyms they own now; an admin sees every gym's, the marketplace's whole ledger (decision 047).
 */
export function createOwnerPayoutsService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  return {
    async statement(caller: Caller, query: PayoutsQuery): Promise<Omit<PayoutsReply, 'success'>> {
      const now = deps.clock.now();
      const today = istDate(now);
      const month = query.month ?? today.slice(0, 7);
      // The API's date window (issue 26): 0001-01 or 9999-12 made instants PostgreSQL refused, a 500.
      if (!isPayoutMonth(month, today)) throw new AppError('invalid_data', { code: 'payoutMonthOutsideWindow' });
      const ownerId = can(caller.role, 'read:gym:any') ? undefined : caller.id;
      return payoutStatement(deps.database.db, { month, ownerId, now });
    },
  };
}

export type OwnerPayoutsService = ReturnType<typeof createOwnerPayoutsService>;
