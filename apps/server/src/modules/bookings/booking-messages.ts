import { formatCalendarDate } from '@gymslot/shared/date-format';
import type { Language } from '@gymslot/shared/languages';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { refundAccepted } from '../payments/refund.service.js';
import type { PersonMessage } from '../preferences/person-messages.js';
import { addressedTo, cancellationMail, confirmationMail, paymentRefundedMail, rescheduledMail, type RefundReason } from './booking-mails.js';
import type { BookingView } from './bookings.repository.js';
import { bookingText } from './booking-texts.js';

// The booking's own messages (§8.9, decision 057), each for every channel the person turned on:
// the mail of booking-mails.ts and the short text of booking-texts.ts, with the key that keeps it single.

/** The page that shows the booking's door pass (QR) and OTP: the web's /confirmation/{bookingId}. */
export function passUrl(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/confirmation/${bookingId}`;
}

/** The gym, the date ('Sat, 21 Nov 2026') and the start ('07:00 AM') every booking text names. */
export function slotValues(view: BookingView, language: Language): { gym: string; date: string; time: string } {
  return { gym: view.gym.name, date: formatCalendarDate(view.booking.date, language), time: view.booking.timeSlot };
}

const amountOf = (view: BookingView) => formatRupees(paiseToRupees(view.booking.amountPaise));
const otpOf = (view: BookingView) => String(view.booking.otp ?? '');

/** A payment kept: the confirmation with the OTP and the pass, once per booking. */
export function confirmationMessage(view: BookingView, publicUrl: string, latePaymentKept: boolean, language: Language): PersonMessage {
  return {
    kind: 'booking_confirmed',
    dedupeKey: `booking_confirmed:${view.booking.id}`,
    mail: (to) => confirmationMail(addressedTo(view, to), publicUrl, latePaymentKept, language),
    text: bookingText('booking_confirmed', language, {
      ...slotValues(view, language),
      otp: otpOf(view),
      passUrl: passUrl(publicUrl, view.booking.id),
    }),
  };
}

/** A paid booking moved (§8.4a), `view` at its new slot: once per move. */
export function rescheduledMessage(view: BookingView, publicUrl: string, language: Language): PersonMessage {
  return {
    kind: 'booking_rescheduled',
    dedupeKey: `booking_rescheduled:${view.booking.id}:${view.booking.rescheduleCount}`,
    mail: (to) => rescheduledMail(addressedTo(view, to), publicUrl, language),
    text: bookingText('booking_rescheduled', language, {
      ...slotValues(view, language),
      otp: otpOf(view),
      passUrl: passUrl(publicUrl, view.booking.id),
    }),
  };
}

/** A payment turned away and refunded: once per payment, waiting until the provider took the refund (§8.8). */
export function refundedMessage(view: BookingView, reason: RefundReason, paymentId: string, language: Language): PersonMessage {
  return {
    kind: 'payment_refunded',
    dedupeKey: `payment_refunded:${paymentId}`,
    waitsFor: refundAccepted(paymentId),
    mail: (to) => paymentRefundedMail(addressedTo(view, to), reason, language),
    text: bookingText('payment_refunded', language, { ...slotValues(view, language), amount: amountOf(view) }),
  };
}

/** A paid booking cancelled by its user, its refund on the way: once per booking. */
export function cancellationMessage(view: BookingView, language: Language): PersonMessage {
  return {
    kind: 'booking_cancelled',
    dedupeKey: `booking_cancelled:${view.booking.id}`,
    mail: (to) => cancellationMail(addressedTo(view, to), language),
    text: bookingText('booking_cancelled', language, { ...slotValues(view, language), amount: amountOf(view) }),
  };
}
