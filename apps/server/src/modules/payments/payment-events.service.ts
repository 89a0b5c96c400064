import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { ProviderPayment, WebhookAction, WebhookDelivery } from './payment-provider.js';
import type { DisputesService } from './disputes/disputes.service.js';
import { applyTransferEvent } from './payouts/payouts.service.js';
import * as webhookEventsRepository from './webhook-events.repository.js';

/**
 * What a webhook's payment is settled by: whoever owns the things paid for (bookings, which sit
 * above payments and are handed in by the composition root). Throwing AppError 'invalid_data'
 * means the payment does not pay for what its order was made for.
 */
export interface PaymentSettlement<Payable extends { id: string }> {
  payableForOrder(orderId: string): Promise<Payable | undefined>;
  settlePaid(payable: Payable, payment: ProviderPayment): Promise<unknown>;
  settleFailed(payable: Payable, payment: ProviderPayment, reason: string): Promise<void>;
  recordRefund(paymentId: string, refundId: string, payment?: ProviderPayment): Promise<void>;
}

export type PaymentEventsDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider'> & {
  logger: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Provider webhooks: verified, handed to the same settlement the browser's confirm call uses, and
 * recorded by event id once acted on (§8.8). A delivery whose handling was cut (the process killed,
 * the database gone) left no record, so the provider's next delivery is handled in full. Every
 * effect is keyed by the provider's own ids (a payment settles once, a transfer only moves forward),
 * so two deliveries handled at once still act once; the record only spares a known event the work.
 */
export function createPaymentEventsService<Payable extends { id: string }>(
  deps: PaymentEventsDeps,
  settlement: PaymentSettlement<Payable>,
  disputes: Pick<DisputesService, 'applyEvent' | 'afterEvent'>,
) {
  const { db } = deps.database;

  async function act(action: WebhookAction): Promise<void> {
    // Disputes are handled in handle(), in one transaction with their record.
    if (action.type === 'ignored' || action.type === 'dispute') return;
    if (action.type === 'transfer') {
      if (!(await applyTransferEvent(deps, action.event, action.transfer))) {
        deps.logger.warn({ event: action.event, transferId: action.transfer.id }, 'transfer webhook for a payout GymSlot does not know');
      }
      return;
    }
    if (action.type === 'refunded') {
      await settlement.recordRefund(action.paymentId, action.refundId, action.payment);
      return;
    }
    const booking = await settlement.payableForOrder(action.payment.orderId);
    if (!booking) {
      deps.logger.warn({ event: action.event, orderId: action.payment.orderId }, 'webhook for an order GymSlot does not know');
      return;
    }
    if (action.type === 'failed') {
      await settlement.settleFailed(booking, action.payment, action.reason);
      return;
    }
    try {
      await settlement.settlePaid(booking, action.payment);
    } catch (error) {
      // A signed event that does not pay for its booking (another amount, say) will never do so: drop it.
      if (!(error instanceof AppError && error.kind === 'invalid_data')) throw error;
      deps.logger.warn(
        { event: action.event, bookingId: booking.id, paymentId: action.payment.id },
        'webhook payment does not match its booking',
      );
    }
  }

  return {
    /** Returns false for a delivery already handled. Throws AppError 400 for a bad signature. */
    async handle(delivery: WebhookDelivery): Promise<boolean> {
      const action = deps.paymentProvider.parseWebhook(delivery);
      if (await webhookEventsRepository.isRecorded(db, action.eventId)) return false;
      if (action.type === 'dispute') {
        // A dispute's effect is rows of ours alone, so it and its record commit together (§8.8);
        // the payout reversal a lost one needs calls Razorpay after the commit.
        const handled = await db.transaction(async (tx) => {
          const applied = await disputes.applyEvent(tx, action.dispute, action.eventAt ?? deps.clock.now());
          const recorded = await webhookEventsRepository.insertIfNew(tx, { id: action.eventId, event: action.event, receivedAt: deps.clock.now() });
          return { applied, recorded };
        });
        await disputes.afterEvent(handled.applied);
        return handled.recorded;
      }
      await act(action);
      return webhookEventsRepository.insertIfNew(db, { id: action.eventId, event: action.event, receivedAt: deps.clock.now() });
    },
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
