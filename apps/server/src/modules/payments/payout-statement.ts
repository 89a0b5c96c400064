import { istDate, istInstant } from '@gymslot/shared/ist-time';
import { paiseToRupees } from '@gymslot/shared/money';
import type { PayoutLine, PayoutStatus, PayoutsReply } from '@gymslot/shared/payout-schemas';
import type { Executor } from '../../db/client.js';
import * as payoutsRepository from './payouts.repository.js';

/** The first IST day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
function nextMonthStart(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

/**
 * The payouts of the bookings paid in one IST month, at the gyms `ownerId` owns now (every gym
 * when undefined), with the month's totals by state. A payout never paid (status pending) is no
 * payout yet and is left out.
 */
export async function payoutStatement(db: Executor, query: { month: string; ownerId: string | undefined }): Promise<Omit<PayoutsReply, 'success'>> {
  const range = { from: istInstant(`${query.month}-01`, 0), to: istInstant(nextMonthStart(query.month), 0), ownerId: query.ownerId };
  const rows = await payoutsRepository.findPaidInRange(db, range);
  const totalsPaise: Record<PayoutStatus, number> = { held: 0, released: 0, reversed: 0, failed: 0 };
  const payouts: PayoutLine[] = [];
  for (const { payout, gymName } of rows) {
    if (payout.status === 'pending' || !payout.heldAt) continue;
    totalsPaise[payout.status] += payout.payoutPaise;
    payouts.push({
      bookingId: payout.bookingId,
      gymId: payout.gymId,
      gymName,
      date: istDate(payout.heldAt),
      amount: paiseToRupees(payout.amountPaise),
      fee: paiseToRupees(payout.amountPaise - payout.payoutPaise),
      payout: paiseToRupees(payout.payoutPaise),
      status: payout.status,
      transferId: payout.transferId,
    });
  }
  return {
    month: query.month,
    linkedAccount: rows.length > 0 || (await payoutsRepository.anyLinkedGym(db, query.ownerId)),
    totals: {
      held: paiseToRupees(totalsPaise.held),
      released: paiseToRupees(totalsPaise.released),
      reversed: paiseToRupees(totalsPaise.reversed),
      failed: paiseToRupees(totalsPaise.failed),
    },
    payouts,
  };
}
