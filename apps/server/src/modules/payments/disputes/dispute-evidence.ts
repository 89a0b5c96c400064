import type { AdminDispute, DisputeEvidence, DisputedBooking } from '@gymslot/shared/dispute-schemas';
import { DISPUTE_SUMMARY_MAX_LENGTH } from '@gymslot/shared/dispute-schemas';
import { formatCalendarDate, formatIstCalendarDate } from '@gymslot/shared/date-format';
import { paiseToRupees } from '@gymslot/shared/money';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import type { DisputeRow } from '../../../db/schema/trust.js';
import { maskEmail, maskPhone, maskRecipient } from '../../messages/mask-recipient.js';
import type { EvidenceMessageRow, ListedDispute } from './disputes.repository.js';

// A dispute as admins see it (§8.10): its booking with the person masked, and the evidence pack
// for the bank: the booking's and payment's times, the check-in, the messages sent, the 'not let
// in' reports, and a factual summary built from them.

/** The booking messages a dispute's evidence shows: the confirmation, the reminders and the moves' confirmations. */
const EVIDENCE_KINDS = ['booking_confirmed', 'reminder', 'booking_rescheduled'] as const;
const CHANNELS = ['email', 'whatsapp', 'sms'] as const;

/**
 * The outbox keys of a booking's evidence messages (booking-messages.ts, reminder-message.ts, each
 * copy under `{key}:{channel}`; older copies without the channel): one confirmation, a reminder per
 * slot it had, a confirmation per move. Exact keys, so the lookup reads the unique index.
 */
export function evidenceMessageKeys(bookingId: string, rescheduleCount: number): string[] {
  const bases = [`booking_confirmed:${bookingId}`];
  for (let move = 0; move <= rescheduleCount; move += 1) {
    bases.push(`reminder:${bookingId}:${move}`);
    if (move > 0) bases.push(`booking_rescheduled:${bookingId}:${move}`);
  }
  return bases.flatMap((base) => [base, ...CHANNELS.map((channel) => `${base}:${channel}`)]);
}

/** The booking a key names (`kind:{bookingId}:…`); undefined for other keys. */
export function bookingOfMessageKey(key: string | null): string | undefined {
  if (!key) return undefined;
  const [kind, bookingId] = key.split(':');
  return EVIDENCE_KINDS.some((evidenceKind) => evidenceKind === kind) ? bookingId : undefined;
}

/** 'Priya Sharma' → 'Priya S.': enough to recognise the visit, never the whole name. */
function maskedName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const initial = rest.at(-1)?.charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** What the evidence is built from, besides the dispute and its booking. */
export interface EvidenceParts {
  payment: { id: string; amountPaise: number; status: string; createdAt: Date } | undefined;
  messages: readonly EvidenceMessageRow[];
  reports: readonly { id: string; reason: string; status: string; note: string | null; ownerNote: string | null; createdAt: Date; respondedAt: Date | null; closedAt: Date | null }[];
}

function evidenceOf(booking: NonNullable<ListedDispute['booking']>, parts: EvidenceParts): DisputeEvidence {
  return {
    bookedAt: booking.createdAt.toISOString(),
    paidAt: iso(booking.paidAt),
    payment: parts.payment
      ? { id: parts.payment.id, amount: paiseToRupees(parts.payment.amountPaise), status: parts.payment.status, createdAt: parts.payment.createdAt.toISOString() }
      : null,
    checkIn: { checkedIn: booking.isVerified, at: iso(booking.verifiedAt), method: booking.checkInMethod },
    messages: [...parts.messages]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((message) => ({
        kind: message.kind,
        channel: message.channel,
        // A claimed message is still on its way, as the outbox list says it (§8.8).
        status: message.status === 'sending' ? 'queued' : message.status,
        to: maskRecipient(message.channel, message.recipient),
        createdAt: message.createdAt.toISOString(),
        sentAt: iso(message.sentAt),
      })),
    notLetInReports: parts.reports.map((report) => ({
      _id: report.id,
      reason: report.reason,
      status: report.status,
      note: report.note,
      ownerNote: report.ownerNote,
      createdAt: report.createdAt.toISOString(),
      respondedAt: iso(report.respondedAt),
      closedAt: iso(report.closedAt),
    })),
  };
}

function bookingOf(listed: ListedDispute): DisputedBooking | null {
  const { booking, gym, person } = listed;
  if (!booking || !gym || !person) return null;
  return {
    _id: booking.id,
    gym: { _id: gym.id, name: gym.name, city: gym.city },
    date: booking.date,
    timeSlot: booking.timeSlot,
    amount: paiseToRupees(booking.amountPaise),
    status: booking.status,
    person: {
      name: maskedName(person.name),
      email: person.email ? maskEmail(person.email) : null,
      phone: person.phone ? maskPhone(person.phone) : null,
    },
  };
}

/** An instant as the bank reads it: '07:05 AM IST on Sat, 21 Nov 2026'. */
const atIst = (instant: Date) => `${istTimeOfDay(instant)} IST on ${formatIstCalendarDate(instant)}`;
const inr = (paise: number) => `INR ${paiseToRupees(paise).toFixed(2)}`;

const kindWords: Record<string, string> = {
  booking_confirmed: 'booking confirmation',
  reminder: 'slot reminder',
  booking_rescheduled: 'confirmation of the new time',
};
const channelWords = { email: 'e-mail', whatsapp: 'WhatsApp', sms: 'SMS' } as const;
const reasonWords: Record<string, string> = { closed: 'the gym was closed', refused: 'the gym refused entry', other: 'another reason' };

/**
 * What GymSlot can say to the bank, in plain English and facts only: the booking and payment, the
 * check-in or its absence, the messages sent, and any 'not let in' report. The admin edits it.
 */
function summaryOf(dispute: DisputeRow, booking: ListedDispute['booking'], gym: ListedDispute['gym'], parts: EvidenceParts | undefined): string {
  if (!booking || !gym || !parts) {
    return `Razorpay payment ${dispute.paymentId} (${inr(dispute.amountPaise)}) is not one GymSlot can match to a booking.`;
  }
  const sentences = [
    `GymSlot booking ${booking.id}: a one-hour visit to ${gym.name}, ${gym.city}, on ${formatCalendarDate(booking.date)} at ${booking.timeSlot} IST, ` +
      `booked at ${atIst(booking.createdAt)}` +
      (booking.paidAt ? ` and paid at ${atIst(booking.paidAt)} (payment ${dispute.paymentId}, ${inr(parts.payment?.amountPaise ?? booking.amountPaise)}).` : '.'),
  ];
  if (booking.isVerified && booking.verifiedAt) {
    const how =
      booking.checkInMethod === 'pass'
        ? " by scanning the customer's GymSlot door pass"
        : booking.checkInMethod === 'otp'
          ? " by entering the customer's one-time booking code"
          : '';
    sentences.push(`The customer was checked in at the gym at ${atIst(booking.verifiedAt)}${how}.`);
  } else {
    sentences.push('The customer was not checked in at the gym.');
  }
  const sent = parts.messages.filter((message) => message.status === 'sent' && message.sentAt);
  if (sent.length > 0) {
    const listed = sent.map((message) => `${kindWords[message.kind] ?? message.kind} by ${channelWords[message.channel]} at ${atIst(message.sentAt ?? message.createdAt)}`);
    sentences.push(`Messages sent to the customer: ${listed.join('; ')}.`);
  }
  if (parts.reports.length === 0) sentences.push("The customer made no 'not let in' report about this booking.");
  for (const report of parts.reports) {
    sentences.push(`The customer reported not being let in at ${atIst(report.createdAt)} (${reasonWords[report.reason] ?? report.reason}); the report is ${report.status}.`);
  }
  const summary = sentences.join(' ');
  return summary.length <= DISPUTE_SUMMARY_MAX_LENGTH ? summary : `${summary.slice(0, DISPUTE_SUMMARY_MAX_LENGTH - 1)}…`;
}

/** Whether an admin may still accept or contest it: nobody has, and Razorpay waits for an answer. */
export function isAnswerable(dispute: Pick<DisputeRow, 'action' | 'status'>): boolean {
  return dispute.action === null && (dispute.status === 'open' || dispute.status === 'action_required');
}

export function toAdminDispute(listed: ListedDispute, parts: EvidenceParts | undefined): AdminDispute {
  const { dispute } = listed;
  const booking = bookingOf(listed);
  return {
    _id: dispute.id,
    paymentId: dispute.paymentId,
    status: dispute.status,
    phase: dispute.phase,
    reasonCode: dispute.reasonCode,
    reasonDescription: dispute.reasonDescription,
    amount: paiseToRupees(dispute.amountPaise),
    currency: dispute.currency,
    respondBy: iso(dispute.respondBy),
    openedAt: dispute.openedAt.toISOString(),
    updatedAt: dispute.lastEventAt.toISOString(),
    action:
      dispute.action && dispute.actedAt
        ? { kind: dispute.action, summary: dispute.actionSummary, actedBy: listed.actedByName ?? '', actedAt: dispute.actedAt.toISOString() }
        : null,
    canAnswer: isAnswerable(dispute),
    booking,
    evidence: booking && listed.booking && parts ? evidenceOf(listed.booking, parts) : null,
    suggestedSummary: summaryOf(dispute, listed.booking, listed.gym, parts),
  };
}
