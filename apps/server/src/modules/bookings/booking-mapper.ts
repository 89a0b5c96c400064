import type { Booking } from '@gymslot/shared/booking-schemas';
import { paiseToRupees } from '@gymslot/shared/money';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { checkInFieldsOf } from './door/booking-check-in-fields.js';
import { checkoutFor } from './paying/booking-checkout.js';
import type { BookingView, EndedBookingView } from './bookings.repository.js';
import { isLiveHold } from './holding/hold-state.js';

/**
 * The booker's own view of a booking; the gym's owner and admins get the same view of paid ones
 * (API contract §6 shows them the OTP too). Provider payment ids and signatures never appear; the order
 * (and what the checkout needs) only while the hold is live, so an interrupted payment can resume.
 */
export function toOwnBooking(view: BookingView, context: { now: Date; provider: PaymentProvider }): Booking {
  const { booking, gym, user } = view;
  const isPaid = booking.status === 'confirmed';
  const liveHold = isLiveHold(booking, context.now);
  return {
    _id: booking.id,
    gym: { _id: gym.id, name: gym.name, city: gym.city, address: gym.address, latitude: gym.latitude, longitude: gym.longitude },
    // "" for an account made with a mobile number only (§8.9), as User shows it.
    user: { _id: user.id, name: user.name, email: user.email ?? '' },
    date: booking.date,
    timeSlot: booking.timeSlot,
    amount: paiseToRupees(booking.amountPaise),
    isPaid,
    isVerified: booking.isVerified,
    status: booking.status,
    ...(isPaid && booking.otp !== null ? { otp: booking.otp } : {}),
    ...(!isPaid && booking.holdExpiresAt ? { holdExpiresAt: booking.holdExpiresAt.toISOString() } : {}),
    ...(liveHold && booking.orderId
      ? {
          order: { id: booking.orderId, amount: booking.amountPaise, currency: 'INR' as const },
          checkout: checkoutFor(context.provider, booking.id, user),
        }
      : {}),
    ...checkInFieldsOf(booking),
    ...(booking.paidAt ? { hasInvoice: true as const } : {}),
    createdAt: booking.createdAt.toISOString(),
  };
}

/** Where the money of a cancelled or refunded booking is, from its payment in the ledger; none when nothing was paid. */
function refundStatusOf(paymentStatus: EndedBookingView['paymentStatus']): Booking['refundStatus'] {
  if (paymentStatus === 'refunded') return 'refunded';
  // A refund that keeps failing is finished by hand (decision 018); to the booker it is still on its way.
  if (paymentStatus === 'refund_pending' || paymentStatus === 'refund_failed') return 'pending';
  return undefined;
}

/** The booker's view of a cancelled or refunded booking, with its refund's state. */
export function toOwnEndedBooking(view: EndedBookingView, context: { now: Date; provider: PaymentProvider }): Booking {
  const refundStatus = refundStatusOf(view.paymentStatus);
  const hasCreditNote = refundStatus === 'refunded' && view.booking.paidAt !== null;
  return { ...toOwnBooking(view, context), ...(refundStatus ? { refundStatus } : {}), ...(hasCreditNote ? { hasCreditNote: true as const } : {}) };
}
