import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import { AppError } from '../../../lib/errors.js';
import type { Executor } from '../../../db/client.js';
import { isSettled, ledgerRowOf, paymentLedger } from '../../payments/payment-ledger.service.js';
import type { ProviderPayment } from '../../payments/payment-provider.js';
import { refundAccepted, type RefundService } from '../../payments/refund.service.js';
import { queueToPerson } from '../../preferences/person-messages.js';
import { confirmationMessage, refundedMessage } from '../booking-messages.js';
import * as bookingsRepository from '../bookings.repository.js';
import { isLiveHold } from '../holding/hold-state.js';
import type { SlotPriceLookup } from '../holding/slot-price-lookup.js';
import { decidePaidBooking, endedBookingReason, outcomeOfSettled, type PaidOutcome } from './paid-booking-decision.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';

export type SettlementDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'outbox' | 'config' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

const OTP_INDEX = 'bookings_owner_open_otp_unique';
const SETTLE_ATTEMPTS = 3;

/** Only a payment of exactly this booking's order and amount, captured or authorised, counts. */
function assertPaysFor(booking: BookingRow, payment: ProviderPayment): void {
  const matches =
    payment.orderId === booking.orderId &&
    payment.amountPaise === booking.amountPaise &&
    (payment.status === 'captured' || payment.status === 'authorized');
  if (!matches) throw new AppError('invalid_data', { code: 'paymentNotVerified' });
}

/**
 * What happens to a booking once the provider has spoken. The browser's confirm call (B2) and the
 * provider's webhook both end here, so whichever comes first settles the payment and the other
 * finds it settled: one confirmation, one OTP, one e-mail.
 */
export function createSettlementService(deps: SettlementDeps, refunds: Pick<RefundService, 'carryOut'>, slotPrice: SlotPriceLookup) {
  const { db } = deps.database;

  /**
   * The messages of a fresh decision, queued in its transaction on every channel the person turned
   * on (§8.9): the confirmation with the OTP and the pass, or the refund's, which waits until the
   * provider has taken the refund (§8.8).
   */
  async function queueOutcomeMessages(tx: Executor, outcome: PaidOutcome, paymentId: string): Promise<void> {
    if (outcome.kind === 'released') return;
    const view = await bookingsRepository.findViewById(tx, outcome.bookingId);
    if (!view) return;
    // Sent later than the booking, maybe from the provider's webhook: in the language it was made in.
    const { language } = view.booking;
    const message =
      outcome.kind === 'confirmed'
        ? confirmationMessage(view, deps.config.publicUrl, outcome.latePaymentKept, language)
        : refundedMessage(view, outcome.reason, paymentId, language);
    await queueToPerson(deps.outbox, tx, view.user.id, message);
  }

  async function decideWithRetry(booking: BookingRow, payment: ProviderPayment) {
    // A lapsed hold keeps its place only at the slot's price now (issue 26); read before the
    // transaction, which holds the slot's lock and must not wait on another connection.
    const currentPricePaise = isLiveHold(booking, deps.clock.now()) ? booking.amountPaise : await slotPrice(booking);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          const now = deps.clock.now();
          const decision = await decidePaidBooking(tx, { booking, payment, provider: deps.paymentProvider.kind, now, currentPricePaise });
          if (decision.fresh) await queueOutcomeMessages(tx, decision.outcome, payment.id);
          return decision;
        });
      } catch (error) {
        // Two settlements for one owner drew the same OTP at once; the loser draws again.
        if (attempt < SETTLE_ATTEMPTS && isUniqueViolation(error, OTP_INDEX)) continue;
        throw error;
      }
    }
  }

  /**
   * Webhooks come in any order: a refund can be reported before the payment it undoes. Recording
   * the payment as refunded now makes the late order.paid (or the browser's confirm) find it
   * settled, so it never confirms a booking whose money went back; the hold then simply lapses.
   */
  async function recordEarlyRefund(paymentId: string, refundId: string, payment: ProviderPayment | undefined, now: Date): Promise<void> {
    const booking = payment && (await bookingsRepository.findByOrderId(db, payment.orderId));
    // A payment of some other order (another product on the same Razorpay account) is not ours.
    if (!payment || !booking) return;
    await paymentLedger.recordIfAbsent(db, {
      ...ledgerRowOf(booking.id, { ...payment, id: paymentId }, deps.paymentProvider.kind, now),
      status: 'refunded',
      refundId,
      refundedAt: now,
    });
  }

  /**
   * An authorised payment is captured before it may confirm anything. Razorpay captures on its own
   * too, so a refused capture is checked against the payment as it is now.
   */
  async function capture(payment: ProviderPayment): Promise<ProviderPayment> {
    try {
      return await deps.paymentProvider.capturePayment({ paymentId: payment.id, amountPaise: payment.amountPaise });
    } catch (error) {
      const current = await deps.paymentProvider.fetchPayment(payment.id);
      if (current?.status === 'captured') return current;
      throw error;
    }
  }

  /** Nothing was taken, so nothing is refunded: the ledger notes it and the provider lets it lapse. */
  async function release(booking: BookingRow, payment: ProviderPayment): Promise<PaidOutcome> {
    const row = ledgerRowOf(booking.id, payment, deps.paymentProvider.kind, deps.clock.now());
    await paymentLedger.recordIfAbsent(db, { ...row, status: 'released' });
    return { kind: 'released', bookingId: booking.id, reason: endedBookingReason(booking) ?? 'slot_unavailable' };
  }

  return {
    /** Settles a payment the provider vouches for (fetched by B2, or read from a signed webhook). */
    async settlePaid(booking: BookingRow, provided: ProviderPayment): Promise<PaidOutcome> {
      // A repeat (the webhook after the browser, or a replayed confirm) is answered from the record,
      // even once the provider shows the payment as refunded.
      const known = await paymentLedger.find(db, provided.id);
      if (isSettled(known)) {
        const current = await bookingsRepository.findById(db, known.bookingId);
        if (current?.id === booking.id) return outcomeOfSettled(current, provided.id);
      }
      assertPaysFor(booking, provided);
      let payment = provided;
      if (payment.status === 'authorized') {
        // Only a hold that still runs is worth taking the money for.
        if (!isLiveHold(booking, deps.clock.now())) return release(booking, payment);
        payment = await capture(payment);
      }
      const decision = await decideWithRetry(booking, payment);
      if (decision.fresh) {
        if (decision.outcome.kind === 'confirmed') deps.metrics?.bookings.confirmed();
        else deps.metrics?.bookings.refunded();
        // A refund that fails here stays pending in the ledger; the maintenance round retries it.
        if (decision.outcome.kind === 'refunded') await refunds.carryOut(payment.id);
      }
      return decision.outcome;
    },

    /**
     * A failed attempt is only recorded: the hold stays until it is paid or runs out, and the same
     * order can be paid again (Razorpay allows several attempts on one order).
     */
    async settleFailed(booking: BookingRow, payment: ProviderPayment, reason: string): Promise<void> {
      const row = ledgerRowOf(booking.id, payment, deps.paymentProvider.kind, deps.clock.now());
      await paymentLedger.recordIfAbsent(db, { ...row, status: 'failed', failureReason: reason.slice(0, 500) });
      deps.metrics?.bookings.paymentFailed();
    },

    /**
     * The provider reports a refund. Ours are already accounted for; one made elsewhere (say, from
     * the provider's dashboard) also ends the booking it paid for and frees its place.
     */
    async recordRefund(paymentId: string, refundId: string, payment?: ProviderPayment): Promise<void> {
      const known = await paymentLedger.find(db, paymentId);
      const now = deps.clock.now();
      if (!known) {
        await recordEarlyRefund(paymentId, refundId, payment, now);
        return;
      }
      if (known.status === 'refunded' || known.status === 'failed' || known.status === 'released') return;
      const refunded = await db.transaction(async (tx) => {
        await paymentLedger.markRefunded(tx, paymentId, refundId, now);
        await deps.outbox.releaseWaiting(tx, refundAccepted(paymentId));
        // A pending refund is ours, already counted when it was decided.
        if (known.status === 'refund_pending' || known.status === 'refund_failed') return undefined;
        const booking = await bookingsRepository.findByPaymentId(tx, paymentId);
        if (!booking || booking.isVerified) return undefined;
        return bookingsRepository.updateIfStatus(tx, booking.id, ['confirmed'], { status: 'refunded' }, now);
      });
      if (refunded) deps.metrics?.bookings.refunded();
    },

    /** The booking an order was made for: how a provider's webhook finds what it pays for. */
    payableForOrder: (orderId: string) => bookingsRepository.findByOrderId(db, orderId),
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
