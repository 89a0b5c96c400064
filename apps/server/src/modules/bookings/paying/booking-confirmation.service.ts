import type { Booking, ConfirmBookingBody } from '@gymslot/shared/booking-schemas';
import { AppError, type CodedText } from '../../../lib/errors.js';
import { toOwnBooking } from '../booking-mapper.js';
import type { RefundReason } from '../booking-mails.js';
import type { SettlementDeps, SettlementService } from './booking-settlement.service.js';
import * as bookingsRepository from '../bookings.repository.js';
import { findOwnBooking } from '../own/booking-access.js';

const refusals: Record<RefundReason, CodedText> = {
  slot_unavailable: { code: 'slotNoLongerAvailable' },
  already_booked: { code: 'alreadyPaidRefund' },
  cancelled: { code: 'cancelledRefund' },
  price_changed: { code: 'priceChangedRefund' },
};

/** For a payment left uncaptured: nothing was taken, and the bank releases the amount it set aside. */
const releasedRefusals: Record<RefundReason, CodedText> = {
  slot_unavailable: { code: 'holdRanOut' },
  already_booked: { code: 'alreadyPaidNothingCharged' },
  cancelled: { code: 'cancelledNothingCharged' },
  price_changed: { code: 'priceChangedNothingCharged' },
};

/** B2: proves the browser's payment result, then settles it exactly as the webhook would. */
export function createConfirmationService(deps: SettlementDeps, settlement: SettlementService) {
  const { db } = deps.database;

  return {
    async confirm(userId: string, body: ConfirmBookingBody): Promise<Booking> {
      const booking = await findOwnBooking(db, userId, body.bookingId);
      // The order must be the one this booking was given: a payment for another booking's order
      // (or another amount) cannot confirm this one.
      if (!booking.orderId || booking.orderId !== body.razorpay_order_id) {
        throw new AppError('invalid_data', { code: 'orderMismatch' });
      }
      const signed = deps.paymentProvider.verifyCheckoutSignature({
        orderId: booking.orderId,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      if (!signed) throw new AppError('invalid_data', { code: 'invalidSignature' });
      // The signature proves only which order and payment go together; amount and state come from the provider.
      const payment = await deps.paymentProvider.fetchPayment(body.razorpay_payment_id);
      if (!payment) throw new AppError('invalid_data', { code: 'paymentNotVerified' });

      const outcome = await settlement.settlePaid(booking, payment);
      if (outcome.kind === 'refunded') throw new AppError('conflict', refusals[outcome.reason]);
      if (outcome.kind === 'released') throw new AppError('conflict', releasedRefusals[outcome.reason]);
      const view = await bookingsRepository.findViewById(db, booking.id);
      if (!view) throw new AppError('not_found', { code: 'bookingNotFound' });
      return toOwnBooking(view, { now: deps.clock.now(), provider: deps.paymentProvider });
    },
  };
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;
