import { params } from '@gymslot/shared/message-params';
import { CANCELLATION_CUTOFF_HOURS, SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import { directionsUrl } from '@gymslot/shared/directions';
import { formatCalendarDate, formatLongCalendarDate } from '@gymslot/shared/date-format';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import type { Language } from '@gymslot/shared/languages';
import { formatTimeOfDay, parseTimeOfDay } from '@gymslot/shared/time-of-day';
import { i18n } from '../../lib/i18n.js';
import { escapeHtml } from '../auth/auth-mails.js';
import { greeting } from '../mail/mail-text.js';
import type { MailAttachment, MailMessage } from '../mail/mailer.js';
import { calendarEvent } from './booking-calendar.js';
import type { BookingView } from './bookings.repository.js';

function slotRange(timeSlot: string): string {
  const start = parseTimeOfDay(timeSlot);
  return start === null ? timeSlot : `${timeSlot} – ${formatTimeOfDay((start + SLOT_MINUTES) % 1440)} IST`;
}

export interface Paragraphs {
  to: string;
  subject: string;
  greeting: string;
  /** Each entry is one paragraph; [label, value] pairs become a details table. */
  blocks: (string | [string, string][])[];
}

/** Web addresses in already-escaped HTML text become links that wrap on a narrow screen. */
function linkAddresses(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="word-break:break-all">${url}</a>`);
}

/** A mail of paragraphs and details tables, as text and as HTML, signed by GymSlot; addresses are links. */
export function composeMail({ to, subject, greeting, blocks }: Paragraphs): MailMessage {
  const asText = (block: Paragraphs['blocks'][number]) =>
    typeof block === 'string' ? block : block.map(([label, value]) => `${label}: ${value}`).join('\n');
  const text = [greeting, ...blocks.map(asText), '— GymSlot'];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map((block) =>
      typeof block === 'string'
        ? `<p>${linkAddresses(escapeHtml(block))}</p>`
        : `<table>${block.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    ),
    '<p>— GymSlot</p>',
  ];
  return { to, subject, text: text.join('\n\n'), html: html.join('\n') };
}

/** A booking as its mails see it: the booker with the address the mail goes to. */
export type MailedBookingView = BookingView & { user: BookingView['user'] & { email: string } };

/** `view` with `to` as the booker's address: the one the person's preferences chose (modules/preferences). */
export function addressedTo(view: BookingView, to: string): MailedBookingView {
  return { ...view, user: { ...view.user, email: to } };
}

/** Texts of the booking mails, and the pieces the reminder and the waitlist offer share with them. */
export const bookingMailTexts = i18n('booking-mails', {
  gym: 'Gym',
  address: 'Address',
  date: 'Date',
  time: 'Time',
  amountPaid: 'Amount paid',
  otp: 'OTP',
  showOtp: 'Show this OTP to the gym owner upon arrival.',
  directions: params('Directions: {url}'),
  yourBookings: params('Your bookings: {url}'),
  // In English, CANCELLATION_POLICY of @gymslot/shared/booking-rules word for word.
  cancellationPolicy: params(
    'Bookings can be cancelled up to {hours} hours before the slot starts, with a full refund. Later cancellations are not possible.',
  ),
  confirmedSubject: params('Booking confirmed: {gym}, {date} at {time}'),
  confirmedLead: 'Your GymSlot booking is confirmed.',
  latePaymentKeptLead:
    'Your payment arrived after the hold on your slot had run out, but a place was still free, so your booking is confirmed.',
  rescheduledSubject: params('Booking rescheduled: {gym}, {date} at {time}'),
  rescheduledLead: 'Your GymSlot booking has moved to a new time. Your payment and your OTP stay the same.',
  calendarSummary: params('Workout at {gym}'),
  calendarDescription: params('GymSlot booking. Show OTP {otp} at the door.'),
  refundedSubject: params('Payment refunded: {gym}, {date} at {time}'),
  refundSlotUnavailable: 'Your payment arrived after the hold on your slot had run out, and the slot filled up in the meantime.',
  refundAlreadyBooked: 'You already had a paid booking for this slot, so this second payment was not needed.',
  refundCancelled: 'The booking had already been cancelled when your payment arrived.',
  refundPriceChanged: 'Your payment arrived after the hold on your slot had run out, and the price of the slot has changed since.',
  refundedLine: params('{explanation} We have refunded your payment of {amount} in full.'),
  refundTiming: 'Refunds usually reach your account within 5–7 working days.',
  cancelledSubject: params('Booking cancelled: {gym}, {date} at {time}'),
  cancelledLine: params('Your booking is cancelled and your payment of {amount} is being refunded in full.'),
});

/** A subject naming the booking's gym, date and start: 'Booking confirmed: Iron Den, Sat, 21 Nov 2026 at 06:00 AM'. */
function bookingSubject(
  subject: (values: { gym: string; date: string; time: string }) => string,
  view: BookingView,
  language: Language,
): string {
  return subject({ gym: view.gym.name, date: formatCalendarDate(view.booking.date, language), time: view.booking.timeSlot });
}

/** Gym, address, date and time of the booking, as a details table. */
export function bookingDetails(view: BookingView, language: Language = 'en'): [string, string][] {
  const { booking, gym } = view;
  const t = bookingMailTexts(language);
  return [
    [t.gym, gym.name],
    [t.address, `${gym.address}, ${gym.city}`],
    [t.date, formatLongCalendarDate(booking.date, language)],
    [t.time, slotRange(booking.timeSlot)],
  ];
}

/** The booked slot with its OTP, directions and calendar event, opened by `lead`. */
function slotBookedMail(view: MailedBookingView, publicUrl: string, subject: string, lead: string, language: Language): MailMessage {
  const { booking, user } = view;
  const t = bookingMailTexts(language);
  const otp = String(booking.otp ?? '');
  const message = composeMail({
    to: user.email,
    subject,
    greeting: greeting(user.name, language),
    blocks: [
      lead,
      [...bookingDetails(view, language), [t.amountPaid, formatRupees(paiseToRupees(booking.amountPaise))], [t.otp, otp]],
      t.showOtp,
      t.directions({ url: directionsUrl(view.gym) }),
      t.yourBookings({ url: `${publicUrl}/my-bookings` }),
      t.cancellationPolicy({ hours: CANCELLATION_CUTOFF_HOURS }),
    ],
  });
  return { ...message, attachments: [bookingCalendar(view, language)] };
}

/** Sent once a payment is kept: the OTP, directions, and the slot as a calendar event. */
export function confirmationMail(view: MailedBookingView, publicUrl: string, latePaymentKept: boolean, language: Language = 'en'): MailMessage {
  const t = bookingMailTexts(language);
  return slotBookedMail(
    view,
    publicUrl,
    bookingSubject(t.confirmedSubject, view, language),
    latePaymentKept ? t.latePaymentKeptLead : t.confirmedLead,
    language,
  );
}

/** Sent when a paid booking moves to another slot (§8.4a): its updated calendar event replaces the old one. */
export function rescheduledMail(view: MailedBookingView, publicUrl: string, language: Language = 'en'): MailMessage {
  const t = bookingMailTexts(language);
  return slotBookedMail(view, publicUrl, bookingSubject(t.rescheduledSubject, view, language), t.rescheduledLead, language);
}

/**
 * The booking as an .ics event; the confirmation and the reminder carry the same one (same UID).
 * Each reschedule raises its SEQUENCE, so calendars replace the earlier event.
 */
export function bookingCalendar(view: BookingView, language: Language = 'en'): MailAttachment {
  const { booking, gym } = view;
  const t = bookingMailTexts(language);
  const ics = calendarEvent({
    uid: `${booking.id}@gymslot`,
    summary: t.calendarSummary({ gym: gym.name }),
    location: `${gym.address}, ${gym.city}`,
    description: t.calendarDescription({ otp: String(booking.otp ?? '') }),
    date: booking.date,
    timeSlot: booking.timeSlot,
    durationMinutes: SLOT_MINUTES,
    createdAt: booking.paidAt ?? booking.createdAt,
    sequence: booking.rescheduleCount,
  });
  return { filename: 'gymslot-booking.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

export type RefundReason = 'slot_unavailable' | 'already_booked' | 'cancelled' | 'price_changed';

const refundExplanations = {
  slot_unavailable: 'refundSlotUnavailable',
  already_booked: 'refundAlreadyBooked',
  cancelled: 'refundCancelled',
  price_changed: 'refundPriceChanged',
} as const satisfies Record<RefundReason, keyof ReturnType<typeof bookingMailTexts>>;

/** Sent when a payment is turned away and refunded automatically. */
export function paymentRefundedMail(view: MailedBookingView, reason: RefundReason, language: Language = 'en'): MailMessage {
  const { booking, user } = view;
  const t = bookingMailTexts(language);
  return composeMail({
    to: user.email,
    subject: bookingSubject(t.refundedSubject, view, language),
    greeting: greeting(user.name, language),
    blocks: [
      t.refundedLine({ explanation: t[refundExplanations[reason]], amount: formatRupees(paiseToRupees(booking.amountPaise)) }),
      bookingDetails(view, language),
      t.refundTiming,
    ],
  });
}

/** Sent when the user cancels a paid booking, in the language they cancelled in. */
export function cancellationMail(view: MailedBookingView, language: Language = 'en'): MailMessage {
  const { booking, user } = view;
  const t = bookingMailTexts(language);
  return composeMail({
    to: user.email,
    subject: bookingSubject(t.cancelledSubject, view, language),
    greeting: greeting(user.name, language),
    blocks: [
      t.cancelledLine({ amount: formatRupees(paiseToRupees(booking.amountPaise)) }),
      bookingDetails(view, language),
      t.refundTiming,
    ],
  });
}
