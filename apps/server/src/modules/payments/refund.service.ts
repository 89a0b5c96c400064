import type { FastifyBaseLogger } from 'fastify';
import { REFUND_MAX_ATTEMPTS } from '@gymslot/shared/booking-rules';
import type { AppDeps } from '../../app-deps.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import type { ProviderPaymentStatus } from './payment-provider.js';
import * as paymentsRepository from './payments.repository.js';
import { markPayoutReversed, refundReversesPayout } from './payouts/payouts.service.js';

/** How long one process may spend on a refund call before another may try the same refund again. */
export const REFUND_LEASE_MS = 60_000;


/** A payment in one of these states took no money, so there is nothing to give back. */
const neverCaptured: readonly ProviderPaymentStatus[] = ['created', 'authorized', 'failed'];

/** The key a message waits for when it must go out only once the provider has taken the refund (§8.8). */
export const refundAccepted = (paymentId: string) => `refund:${paymentId}`;

export type RefundDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'metrics' | 'outbox'> & {
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/**
 * Carries out refunds the ledger has marked 'refund_pending'. A failed call leaves the mark in
 * place, so the periodic job tries again, at most REFUND_MAX_ATTEMPTS times in all; the
 * idempotency key stops a retry from paying twice. A payment the provider never captured is
 * released instead: nothing was taken, and the provider lets the authorisation lapse.
 */
export function createRefundService(deps: RefundDeps) {
  const { db } = deps.database;

  async function afterFailedCall(claimed: PaymentRow, error: unknown): Promise<void> {
    const now = deps.clock.now();
    const payment = await deps.paymentProvider.fetchPayment(claimed.id).catch(() => undefined);
    if (payment && neverCaptured.includes(payment.status)) {
      await paymentsRepository.markReleased(db, claimed.id, now);
      return;
    }
    const context = { err: error, paymentId: claimed.id, attempts: claimed.refundAttempts };
    if (claimed.refundAttempts < REFUND_MAX_ATTEMPTS) {
      deps.logger.warn(context, 'refund failed; it will be retried');
      return;
    }
    if (await paymentsRepository.markRefundFailed(db, claimed.id, now)) deps.metrics?.bookings.refundFailed();
    deps.logger.error(context, 'refund failed for good; an operator must refund it');
  }

  async function carryOut(paymentId: string): Promise<string | undefined> {
    const claimed = await paymentsRepository.claimRefund(db, paymentId, deps.clock.now(), REFUND_LEASE_MS);
    if (!claimed) return undefined;
    try {
      const reverseAll = await refundReversesPayout(db, claimed.orderId);
      const { refundId } = await deps.paymentProvider.refund({
        paymentId,
        amountPaise: claimed.amountPaise,
        idempotencyKey: `gymslot_refund_${paymentId}`,
        ...(reverseAll ? { reverseAll } : {}),
      });
      // The payout's reversal is written with the refund: once the payment is 'refunded' nothing
      // retries it, so a write of its own, cut off after this commit, would leave it 'held' for good.
      await db.transaction(async (tx) => {
        await paymentsRepository.markRefunded(tx, paymentId, refundId, deps.clock.now());
        if (reverseAll) await markPayoutReversed(tx, claimed.orderId, deps.clock.now());
        await deps.outbox.releaseWaiting(tx, refundAccepted(paymentId));
      });
      return refundId;
    } catch (error) {
      await afterFailedCall(claimed, error);
      return undefined;
    }
  }

  return {
    /** Refunds one pending payment now; undefined when it failed (to be retried), was released, or was not pending. */
    carryOut,

    /** Retries pending refunds whose last attempt's lease has run out; returns how many succeeded. */
    async retryDue(limit = 20): Promise<number> {
      const due = await paymentsRepository.findRefundsDue(db, deps.clock.now(), REFUND_LEASE_MS, limit);
      let refunded = 0;
      for (const paymentId of due) if (await carryOut(paymentId)) refunded += 1;
      return refunded;
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
