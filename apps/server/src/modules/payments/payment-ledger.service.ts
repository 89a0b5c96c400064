import type { Executor } from '../../db/client.js';
import type { NewPaymentRow, PaymentRow } from '../../db/schema/payments.js';
import type { ProviderKind, ProviderPayment } from './payment-provider.js';
import * as paymentsRepository from './payments.repository.js';
import { holdPayoutOfCapture } from './payouts/payouts.service.js';

/**
 * The payments ledger as other modules use it (bookings records what each provider payment came
 * to). Every call takes the caller's executor, so a booking and its payment change in one
 * transaction; the SQL stays in payments.repository.ts.
 */
export const paymentLedger = {
  find: paymentsRepository.findById,
  /**
   * Writes the payment, or overwrites an earlier record of it (a failure that later succeeded). A
   * captured one holds its order's Route payout in the same transaction.
   */
  async record(db: Executor, row: NewPaymentRow & { updatedAt: Date }): Promise<void> {
    await paymentsRepository.upsert(db, row);
    await holdPayoutOfCapture(db, row);
  },
  /** Records the payment unless it is already known (a failure never overwrites a success). */
  recordIfAbsent: paymentsRepository.insertIfAbsent,
  markRefundPending: paymentsRepository.markRefundPending,
  markRefunded: paymentsRepository.markRefunded,
};

/** The ledger's record of a provider payment for a booking, before its status is known. */
export function ledgerRowOf(bookingId: string, payment: ProviderPayment, provider: ProviderKind, now: Date) {
  return { id: payment.id, bookingId, provider, orderId: payment.orderId, amountPaise: payment.amountPaise, createdAt: now, updatedAt: now };
}

/** A payment already decided on; a failed attempt, or one left uncaptured, may still be decided again. */
export function isSettled(known: PaymentRow | undefined): known is PaymentRow {
  return known !== undefined && known.status !== 'failed' && known.status !== 'released';
}
