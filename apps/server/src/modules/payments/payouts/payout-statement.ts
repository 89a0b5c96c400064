import { istDate, istInstant } from '@gymslot/shared/ist-time';
import { paiseToRupees } from '@gymslot/shared/money';
import type { PayoutLine, PayoutStatus, PayoutsReply } from '@gymslot/shared/payout-schemas';
import type { Executor } from '../../../db/client.js';
import type { PayoutRow } from '../../../db/schema/payouts.js';
import * as payoutsRepository from './payouts.repository.js';

/** The first IST day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
function nextMonthStart(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

/**
 * A held payout's state as Razorpay has it at `now`: once on_hold_until has passed, Razorpay has
 * lifted the hold by itself (§8.8), so the share is released though no check-in asked for it.
 */
function statusAt(payout: PayoutRow, now: Date): PayoutRow['status'] {
  return payout.status === 'held' && payout.onHoldUntil && payout.onHoldUntil <= now ? 'released' : payout.status;
}

/**
 * The payouts of the bookings paid in one IST month, at the gyms `ownerId` owns now (every gym
 * when undefined), with the month's totals by state as they stand at `now`. A payout never paid
 * (status pending) is no payout yet and is left out.
 */
export async function payoutStatement(
  db: Executor,
  query: { month: string; ownerId: string | undefined; now: Date },
): Promise<Omit<PayoutsReply, 'success'>> {
  const range = { from: istInstant(`${query.month}-01`, 0), to: istInstant(nextMonthStart(query.month), 0), ownerId: query.ownerId };
  const rows = await payoutsRepository.findPaidInRange(db, range);
  const totalsPaise: Record<PayoutStatus, number> = { held: 0, released: 0, reversed: 0, failed: 0 };
  const payouts: PayoutLine[] = [];
  for (const { payout, gymName } of rows) {
    const status = statusAt(payout, query.now);
    if (status === 'pending' || !payout.heldAt) continue;
    totalsPaise[status] += payout.payoutPaise;
    payouts.push({
      bookingId: payout.bookingId,
      gymId: payout.gymId,
      gymName,
      date: istDate(payout.heldAt),
      amount: paiseToRupees(payout.amountPaise),
      fee: paiseToRupees(payout.amountPaise - payout.payoutPaise),
      payout: paiseToRupees(payout.payoutPaise),
      status,
      transferId: payout.transferId,
      ...(status === 'held' && payout.onHoldUntil ? { releasesAt: payout.onHoldUntil.toISOString() } : {}),
    });
  }
  const gymModes = await payoutsRepository.findGymPayoutModes(
    db,
    query.ownerId === undefined ? { gymIds: [...new Set(payouts.map((line) => line.gymId))] } : { ownerId: query.ownerId },
  );
  return {
    month: query.month,
    linkedAccount: rows.length > 0 || (await payoutsRepository.anyLinkedGym(db, query.ownerId)),
    gyms: gymModes.map(({ gymId, gymName, linked }) => ({ gymId, gymName, paidThroughGymSlot: linked })),
    totals: {
      held: paiseToRupees(totalsPaise.held),
      released: paiseToRupees(totalsPaise.released),
      reversed: paiseToRupees(totalsPaise.reversed),
      failed: paiseToRupees(totalsPaise.failed),
    },
    payouts,
  };
}
