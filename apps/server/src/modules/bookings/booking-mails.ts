import { CANCELLATION_POLICY, SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import { formatCalendarDate, formatLongCalendarDate } from '@gymslot/shared/date-format';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import { formatTimeOfDay, parseTimeOfDay } from '@gymslot/shared/time-of-day';
import { escapeHtml } from '../auth/auth-mails.js';
import type { MailMessage } from '../mail/mailer.js';
import { calendarEvent } from './booking-calendar.js';
import type { BookingView } from './bookings.repository.js';

function slotRange(timeSlot: string): string {
  const start = parseTimeOfDay(timeSlot);
  return start === null ? timeSlot : `${timeSlot} – ${formatTimeOfDay((start + SLOT_MINUTES) % 1440)} IST`;
}

function directionsLink(gym: BookingView['gym']): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${gym.latitude},${gym.longitude}`;
}

interface Paragraphs {
  to: string;
  subject: string;
  greeting: string;
  /** Each entry is one paragraph; [label, value] pairs become a details table. */
  blocks: (string | [string, string][])[];
}

function compose({ to, subject, greeting, blocks }: Paragraphs): MailMessage {
  const asText = (block: Paragraphs['blocks'][number]) =>
    typeof block === 'string' ? block : block.map(([label, value]) => `${label}: ${value}`).join('\n');
  const text = [greeting, ...blocks.map(asText), '— GymSlot'];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block)}</p>`
        : `<table>${block.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    ),
    '<p>— GymSlot</p>',
  ];
  return { to, subject, text: text.join('\n\n'), html: html.join('\n') };
}

function details(view: BookingView): [string, string][] {
  const { booking, gym } = view;
  return [
    ['Gym', gym.name],
    ['Address', `${gym.address}, ${gym.city}`],
    ['Date', formatLongCalendarDate(booking.date)],
    ['Time', slotRange(booking.timeSlot)],
  ];
}

/** Sent once a payment is kept: the OTP, directions, and the slot as a calendar event. */
export function confirmationMail(view: BookingView, publicUrl: string, latePaymentKept: boolean): MailMessage {
  const { booking, gym, user } = view;
  const otp = String(booking.otp ?? '');
  const message = compose({
    to: user.email,
    subject: `Booking confirmed: ${gym.name}, ${formatCalendarDate(booking.date)} at ${booking.timeSlot}`,
    greeting: `Hi ${user.name},`,
    blocks: [
      latePaymentKept
        ? 'Your payment arrived after the hold on your slot had run out, but a place was still free, so your booking is confirmed.'
        : 'Your GymSlot booking is confirmed.',
      [...details(view), ['Amount paid', formatRupees(paiseToRupees(booking.amountPaise))], ['OTP', otp]],
      'Show this OTP to the gym owner upon arrival.',
      `Directions: ${directionsLink(gym)}`,
      `Your bookings: ${publicUrl}/my-bookings`,
      CANCELLATION_POLICY,
    ],
  });
  const ics = calendarEvent({
    uid: `${booking.id}@gymslot`,
    summary: `Workout at ${gym.name}`,
    location: `${gym.address}, ${gym.city}`,
    description: `GymSlot booking. Show OTP ${otp} at the door.`,
    date: booking.date,
    timeSlot: booking.timeSlot,
    durationMinutes: SLOT_MINUTES,
    createdAt: booking.paidAt ?? booking.createdAt,
  });
  const calendar = { filename: 'gymslot-booking.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
  return { ...message, attachments: [calendar] };
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
  return compose({
    to: user.email,
    subject: `Payment refunded: ${gym.name}, ${formatCalendarDate(booking.date)} at ${booking.timeSlot}`,
    greeting: `Hi ${user.name},`,
    blocks: [
      `${refundExplanations[reason]} We have refunded your payment of ${formatRupees(paiseToRupees(booking.amountPaise))} in full.`,
      details(view),
      'Refunds usually reach your account within 5–7 working days.',
    ],
  });
}

/** Sent when the user cancels a paid booking. */
export function cancellationMail(view: BookingView): MailMessage {
  const { booking, gym, user } = view;
  return compose({
    to: user.email,
    subject: `Booking cancelled: ${gym.name}, ${formatCalendarDate(booking.date)} at ${booking.timeSlot}`,
    greeting: `Hi ${user.name},`,
    blocks: [
      `Your booking is cancelled and your payment of ${formatRupees(paiseToRupees(booking.amountPaise))} is being refunded in full.`,
      details(view),
      'Refunds usually reach your account within 5–7 working days.',
    ],
  });
}
