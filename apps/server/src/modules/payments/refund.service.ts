import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import * as paymentsRepository from './payments.repository.js';

/** How long one process may spend on a refund call before another may try the same refund again. */
export const REFUND_LEASE_MS = 60_000;

export type RefundDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'> & {
  logger: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * Carries out refunds the ledger has marked 'refund_pending'. A failed call leaves the mark in
 * place, so the periodic job tries again; the idempotency key stops a retry from paying twice.
 */
export function createRefundService(deps: RefundDeps) {
  const { db } = deps.database;

  async function carryOut(paymentId: string): Promise<string | undefined> {
    const claimed = await paymentsRepository.claimRefund(db, paymentId, deps.clock.now(), REFUND_LEASE_MS);
    if (!claimed) return undefined;
    try {
      const { refundId } = await deps.paymentProvider.refund({
        paymentId,
        amountPaise: claimed.amountPaise,
        idempotencyKey: `gymslot_refund_${paymentId}`,
      });
      await paymentsRepository.markRefunded(db, paymentId, refundId, deps.clock.now());
      return refundId;
    } catch (error) {
      deps.logger.error({ err: error, paymentId }, 'refund failed; it will be retried');
      return undefined;
    }
  }

  return {
    /** Refunds one pending payment now; undefined when it failed (to be retried) or was not pending. */
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
