import { isSlotClosed, placesOnSale } from '@gymslot/shared/selling-rules';
import { hasFreeSeat } from '@gymslot/shared/slot-seats';
import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import { isSettled, ledgerRowOf, paymentLedger } from '../../payments/payment-ledger.service.js';
import type { ProviderKind, ProviderPayment } from '../../payments/payment-provider.js';
import type { RefundReason } from '../booking-mails.js';
import { drawOpenOtp } from '../door/booking-otp.js';
import { findClosedHoursOn } from '../closing/closure-bookings.repository.js';
import * as bookingsRepository from '../bookings.repository.js';
import { isLiveHold } from '../holding/hold-state.js';

export type PaidOutcome =
  | { kind: 'confirmed'; bookingId: string; latePaymentKept: boolean }
  | { kind: 'refunded'; bookingId: string; reason: RefundReason }
  /** An authorised payment left uncaptured: nothing was taken. */
  | { kind: 'released'; bookingId: string; reason: RefundReason };

export interface PaidDecision {
  outcome: PaidOutcome;
  /** False when this payment had been settled before: nothing changed, nothing more to do. */
  fresh: boolean;
}

/** What an already-settled payment came to, read back from the booking it was for. */
export function outcomeOfSettled(booking: BookingRow, paymentId: string): PaidOutcome {
  if (booking.status === 'confirmed' && booking.paymentId === paymentId) {
    return { kind: 'confirmed', bookingId: booking.id, latePaymentKept: false };
  }
  if (booking.status === 'cancelled') return { kind: 'refunded', bookingId: booking.id, reason: 'cancelled' };
  if (booking.status === 'confirmed') return { kind: 'refunded', bookingId: booking.id, reason: 'already_booked' };
  return { kind: 'refunded', bookingId: booking.id, reason: 'slot_unavailable' };
}

/** Why a payment cannot pay for a booking that is already paid, cancelled or refunded. */
export function endedBookingReason(booking: Pick<BookingRow, 'status'>): RefundReason | undefined {
  if (booking.status === 'confirmed') return 'already_booked';
  if (booking.status === 'cancelled' || booking.status === 'refunded') return 'cancelled';
  return undefined;
}

/**
 * Decides, inside one transaction holding the slot's lock and the booking's row lock, whether a
 * verified, captured payment confirms its booking or is turned away for a refund. A live hold is
 * confirmed; a lapsed one only if the slot still has a free place; a cancelled or already-paid
 * booking, or one in hours closed since it was held, never.
 */
export async function decidePaidBooking(
  tx: Executor,
  input: {
    booking: BookingRow;
    payment: ProviderPayment;
    provider: ProviderKind;
    now: Date;
    /** What the slot costs now, read before the transaction; undefined when it cannot be booked any more. */
    currentPricePaise: number | undefined;
  },
): Promise<PaidDecision> {
  const { payment, provider, now } = input;
  const slot = { gymId: input.booking.gymId, date: input.booking.date, timeSlot: input.booking.timeSlot };
  await bookingsRepository.lockSlot(tx, slot);
  const booking = await bookingsRepository.findByIdForUpdate(tx, input.booking.id);
  if (!booking) throw new Error(`Booking ${input.booking.id} vanished while settling its payment`);
  if (isSettled(await paymentLedger.find(tx, payment.id))) {
    return { fresh: false, outcome: outcomeOfSettled(booking, payment.id) };
  }

  const ledgerRow = ledgerRowOf(booking.id, payment, provider, now);
  const liveHold = isLiveHold(booking, now);
  let refundReason = endedBookingReason(booking);
  // §8.12: hours closed after the hold was taken are read here under the slot's lock, which closing
  // them takes too, so no payment confirms a place in them (a live hold's included; decision 063).
  if (!refundReason && isSlotClosed(booking.timeSlot, await findClosedHoursOn(tx, booking.gymId, booking.date))) refundReason = 'slot_unavailable';
  if (!refundReason && !liveHold) refundReason = await lateRefundReason(tx, booking, now, input.currentPricePaise);

  if (refundReason) {
    await paymentLedger.record(tx, { ...ledgerRow, status: 'refund_pending', refundAttemptedAt: null });
    await bookingsRepository.updateIfStatus(tx, booking.id, ['held', 'expired'], { status: 'refunded' }, now);
    return { fresh: true, outcome: { kind: 'refunded', bookingId: booking.id, reason: refundReason } };
  }

  const otp = await drawOpenOtp(tx, booking.gymOwnerId);
  await bookingsRepository.updateIfStatus(
    tx,
    booking.id,
    ['held', 'expired'],
    { status: 'confirmed', paymentId: payment.id, otp, paidAt: now },
    now,
  );
  await paymentLedger.record(tx, { ...ledgerRow, status: 'captured' });
  return { fresh: true, outcome: { kind: 'confirmed', bookingId: booking.id, latePaymentKept: !liveHold } };
}

/**
 * A payment for a hold that ran out: it may keep the place if one is still free at the price it
 * was held at (a hold is a price promise only while it lasts). If the person has since taken a new
 * hold on the same slot, this paid booking replaces it.
 */
async function lateRefundReason(
  tx: Executor,
  booking: BookingRow,
  now: Date,
  currentPricePaise: number | undefined,
): Promise<RefundReason | undefined> {
  if (currentPricePaise === undefined) return 'slot_unavailable';
  if (currentPricePaise !== booking.amountPaise) return 'price_changed';
  const slot = { gymId: booking.gymId, date: booking.date, timeSlot: booking.timeSlot };
  const other = await bookingsRepository.findLiveForUserInSlot(tx, booking.userId, slot, now, booking.id);
  if (other?.status === 'confirmed') return 'already_booked';
  if (other) await bookingsRepository.updateIfStatus(tx, other.id, ['held'], { status: 'cancelled', cancelledAt: now }, now);
  const gym = await bookingsRepository.findGymPlaces(tx, booking.gymId);
  const taken = await bookingsRepository.countTakenInSlot(tx, slot, now, booking.id);
  return gym && hasFreeSeat(placesOnSale(gym), taken) ? undefined : 'slot_unavailable';
}
