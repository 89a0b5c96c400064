import { CANCELLATION_POLICY, SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import { directionsUrl } from '@gymslot/shared/directions';
import { formatCalendarDate, formatLongCalendarDate } from '@gymslot/shared/date-format';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { formatTimeOfDay, parseTimeOfDay } from '@gymslot/shared/time-of-day';
import { escapeHtml } from '../auth/auth-mails.js';
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

/** Gym, address, date and time of the booking, as a details table. */
export function bookingDetails(view: BookingView): [string, string][] {
  const { booking, gym } = view;
  return [
    ['Gym', gym.name],
    ['Address', `${gym.address}, ${gym.city}`],
    ['Date', formatLongCalendarDate(booking.date)],
    ['Time', slotRange(booking.timeSlot)],
  ];
}

/** The booked slot with its OTP, directions and calendar event, opened by `lead`. */
function slotBookedMail(view: BookingView, publicUrl: string, subject: string, lead: string): MailMessage {
  const { booking, gym, user } = view;
  const otp = String(booking.otp ?? '');
  const message = composeMail({
    to: user.email,
    subject: `${subject}: ${gym.name}, ${formatCalendarDate(booking.date)} at ${booking.timeSlot}`,
    greeting: `Hi ${user.name},`,
    blocks: [
      lead,
      [...bookingDetails(view), ['Amount paid', formatRupees(paiseToRupees(booking.amountPaise))], ['OTP', otp]],
      'Show this OTP to the gym owner upon arrival.',
      `Directions: ${directionsUrl(gym)}`,
      `Your bookings: ${publicUrl}/my-bookings`,
      CANCELLATION_POLICY,
    ],
  });
  return { ...message, attachments: [bookingCalendar(view)] };
}

/** Sent once a payment is kept: the OTP, directions, and the slot as a calendar event. */
export function confirmationMail(view: BookingView, publicUrl: string, latePaymentKept: boolean): MailMessage {
  return slotBookedMail(
    view,
    publicUrl,
    'Booking confirmed',
    latePaymentKept
      ? 'Your payment arrived after the hold on your slot had run out, but a place was still free, so your booking is confirmed.'
      : 'Your GymSlot booking is confirmed.',
  );
}

/** Sent when a paid booking moves to another slot (§8.4a): its updated calendar event replaces the old one. */
export function rescheduledMail(view: BookingView, publicUrl: string): MailMessage {
  return slotBookedMail(
    view,
    publicUrl,
    'Booking rescheduled',
    'Your GymSlot booking has moved to a new time. Your payment and your OTP stay the same.',
  );
}

/**
 * The booking as an .ics event; the confirmation and the reminder carry the same one (same UID).
 * Each reschedule raises its SEQUENCE, so calendars replace the earlier event.
 */
export function bookingCalendar(view: BookingView): MailAttachment {
  const { booking, gym } = view;
  const ics = calendarEvent({
    uid: `${booking.id}@gymslot`,
    summary: `Workout at ${gym.name}`,
    location: `${gym.address}, ${gym.city}`,
    description: `GymSlot booking. Show OTP ${String(booking.otp ?? '')} at the door.`,
    date: booking.date,
    timeSlot: booking.timeSlot,
    durationMinutes: SLOT_MINUTES,
    createdAt: booking.paidAt ?? booking.createdAt,
    sequence: booking.rescheduleCount,
  });
  return { filename: 'gymslot-booking.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

export type RefundReason = 'slot_unavailable' | 'already_booked' | 'cancelled';

const refundExplanations: Record<RefundReason, string> = {
  slot_unavailable: 'Your payment arrived after the hold on your slot had run out, and the slot filled up in the meantime.',
  already_booked: 'You already had a paid booking for this slot, so this second payment was not needed.',
  cancelled: 'The booking had already been cancelled when your payment arrived.',
};

/** Sent when a payment is turned away and refunded automatically. */
export function paymentRefundedMail(view: BookingView, reason: RefundReason): MailMessage {
  const { booking, gym, user } = view;
  return composeMail({
    to: user.email,
    subject: `Payment refunded: ${gym.name}, ${formatCalendarDate(booking.date)} at ${booking.timeSlot}`,
    greeting: `Hi ${user.name},`,
    blocks: [
      `${refundExplanations[reason]} We have refunded your payment of ${formatRupees(paiseToRupees(booking.amountPaise))} in full.`,
      bookingDetails(view),
      'Refunds usually reach your account within 5–7 working days.',
    ],
  });
}

/** Sent when the user cancels a paid booking. */
export function cancellationMail(view: BookingView): MailMessage {
  const { booking, gym, user } = view;
  return composeMail({
    to: user.email,
    subject: `Booking cancelled: ${gym.name}, ${formatCalendarDate(booking.date)} at ${booking.timeSlot}`,
    greeting: `Hi ${user.name},`,
    blocks: [
      `Your booking is cancelled and your payment of ${formatRupees(paiseToRupees(booking.amountPaise))} is being refunded in full.`,
      bookingDetails(view),
      'Refunds usually reach your account within 5–7 working days.',
    ],
  });
}
