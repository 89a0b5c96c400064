import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps.js';
import { runClaimedSends, type SendOutcome } from '../../../lib/claimed-sends.js';
import { AppError } from '../../../lib/errors.js';
import type { SettlementService } from './booking-settlement.service.js';
import * as orderChecksRepository from './order-checks.repository.js';

/** A lapsed hold's order is asked about this long after the lapse, so a payment in flight has landed. */
export const ORDER_CHECK_DELAY_MS = 60_000;
/** Lapses older than this are not asked about any more (the contract asks within 30 minutes). */
const ORDER_CHECK_WINDOW_MS = 24 * 60 * 60_000;
/** How long one process may take to ask before another may ask again. */
const ORDER_CHECK_LEASE_MS = 2 * 60_000;

export type OrderReconciliationDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'> & {
  logger: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * §8.8: asks the provider about the order of every hold that lapsed without a settled payment. A
 * captured (or authorised) payment found there is settled exactly as a late webhook would be:
 * confirmed if the place is still free, else refunded; an authorised one for a lapsed hold is
 * released uncaptured. A provider that cannot be reached leaves the check for the next round.
 */
export async function reconcileLapsedOrders(deps: OrderReconciliationDeps, settlement: Pick<SettlementService, 'settlePaid'>): Promise<number> {
  const { db } = deps.database;
  const windowAt = (now: Date) => ({ from: new Date(now.getTime() - ORDER_CHECK_WINDOW_MS), to: new Date(now.getTime() - ORDER_CHECK_DELAY_MS) });
  const leaseEnd = (now: Date) => new Date(now.getTime() - ORDER_CHECK_LEASE_MS);
  const claimed = new Map<string, Awaited<ReturnType<typeof orderChecksRepository.claimOrderCheck>>>();

  async function check(bookingId: string): Promise<SendOutcome> {
    const booking = claimed.get(bookingId);
    if (!booking?.orderId) return 'skipped';
    let found;
    try {
      found = await deps.paymentProvider.orderPayments(booking.orderId);
    } catch (error) {
      deps.logger.warn({ err: error, bookingId }, 'could not ask the payment provider about a lapsed order; the next round asks again');
      return 'failed';
    }
    for (const payment of found) {
      if (payment.status !== 'captured' && payment.status !== 'authorized') continue;
      try {
        await settlement.settlePaid(booking, payment);
      } catch (error) {
        // A payment that does not pay for this booking (another amount) never will; anything else is asked again.
        if (!(error instanceof AppError && error.kind === 'invalid_data')) throw error;
        deps.logger.warn({ bookingId, paymentId: payment.id }, 'a payment on a lapsed order does not match its booking');
      }
    }
    await orderChecksRepository.markOrderChecked(db, bookingId, deps.clock.now());
    return 'sent';
  }

  return runClaimedSends(deps.clock, {
    findDue: (now, limit) => orderChecksRepository.findOrderChecksDue(db, windowAt(now), leaseEnd(now), limit),
    claim: async (bookingId, now) => {
      const row = await orderChecksRepository.claimOrderCheck(db, bookingId, windowAt(now), leaseEnd(now), now);
      if (row) claimed.set(bookingId, row);
      return row !== undefined;
    },
    send: (bookingId) =>
      check(bookingId).catch((error: unknown) => {
        deps.logger.warn({ err: error, bookingId }, 'settling a payment found on a lapsed order failed; the next round asks again');
        return 'failed' as const;
      }),
    release: (bookingId, claimedAt) => orderChecksRepository.releaseOrderCheck(db, bookingId, claimedAt),
  });
}
