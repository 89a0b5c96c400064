import type { SandboxPayBody, SandboxPayReply } from '@gymslot/shared/booking-schemas';
import { AppError } from '../../../lib/errors.js';
import { isSandboxProvider } from '../../payments/payment-provider.js';
import type { SettlementDeps, SettlementService } from './booking-settlement.service.js';
import { findOwnBooking } from '../own/booking-access.js';

/**
 * The in-app stand-in for Razorpay Checkout: it "pays" a booking's order and answers exactly what
 * Razorpay's checkout hands the browser, which then calls B2 as it would with Razorpay. Like a real
 * checkout it does not look at the hold; the settlement decides what the payment is worth.
 */
export function createSandboxCheckoutService(deps: SettlementDeps, settlement: SettlementService) {
  const { db } = deps.database;

  return {
    async pay(userId: string, body: SandboxPayBody): Promise<SandboxPayReply> {
      const provider = deps.paymentProvider;
      if (!isSandboxProvider(provider)) throw new AppError('not_found', { code: 'sandboxCheckoutInactive' });
      const booking = await findOwnBooking(db, userId, body.bookingId);
      if (!booking.orderId) throw new AppError('conflict', { code: 'noPaymentOrder' });

      const result = await provider.checkout(booking.orderId, body.outcome);
      if (result.outcome === 'failure') {
        await settlement.settleFailed(booking, result.payment, result.reason);
        return { success: true, outcome: 'failure', error: { code: 'BAD_REQUEST_ERROR', description: result.reason } };
      }
      return {
        success: true,
        outcome: 'success',
        payment: {
          razorpay_payment_id: result.payment.id,
          razorpay_order_id: result.payment.orderId,
          razorpay_signature: result.signature,
        },
      };
    },
  };
}

export type SandboxCheckoutService = ReturnType<typeof createSandboxCheckoutService>;
