import { formatCalendarDate } from '@gymslot/shared/date-format';
import type { Language } from '@gymslot/shared/languages';
import { params } from '@gymslot/shared/message-params';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import type { NotLetInReason } from '@gymslot/shared/not-let-in';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { i18n } from '../../../lib/i18n.js';
import { greeting } from '../../mail/mail-text.js';
import { refundAccepted } from '../../payments/refund.service.js';
import type { PersonMessage, ShortText } from '../../preferences/person-messages.js';
import { bookingDetails, bookingMailTexts, composeMail } from '../booking-mails.js';
import { bookingText } from '../booking-texts.js';
import type { BookingView } from '../bookings.repository.js';

// The messages of a 'not let in' report (API contract §8.10, decision 060), each for every channel
// its reader turned on (decision 057): the gym's owner is told of the report at once and of a
// refund; the person of the refund (the payment_refunded text of every refund) or of a rejection.

/**
 * Each kind's template values, in the order the approved WhatsApp and DLT templates number them
 * (decision 060 lists them); a change here is a change of every registered template.
 */
export const NOT_LET_IN_TEXT_PARAMS = {
  not_let_in_reported: ['name', 'gym', 'date', 'time', 'deadline', 'url'],
  not_let_in_refunded: ['name', 'gym', 'date', 'time', 'amount'],
  not_let_in_rejected: ['gym', 'date', 'time', 'url'],
} as const;

type TextKind = keyof typeof NOT_LET_IN_TEXT_PARAMS;
type TextValues<Kind extends TextKind> = Record<(typeof NOT_LET_IN_TEXT_PARAMS)[Kind][number], string>;

const texts = i18n('not-let-in-messages', {
  reasonClosed: 'The gym was closed',
  reasonRefused: 'They were turned away at the door',
  reasonOther: 'Another reason',
  customer: 'Customer',
  reason: 'Reason',
  theirNote: params('Their note: {note}'),
  reportedSubject: params('Not let in: {name} at {gym}, {date} at {time}'),
  reportedLead: params('{name} says they were not let in for their booking at {gym}.'),
  whatToDoOpen: params(
    'Check them in now with their OTP or door pass, or answer in GymSlot by {deadline} IST with what happened. If you do neither, GymSlot refunds their payment in full and your share of it is taken back.',
  ),
  whatToDoForReview: params(
    "GymSlot's team will decide this report. If they are at your door, check them in with their OTP or door pass; or answer in GymSlot by {deadline} IST with what happened.",
  ),
  openDashboard: params('Open your dashboard: {url}'),
  reportedText: params('GymSlot: {name} says they were not let in at {gym}, {date} {time}. Check them in or answer by {deadline}: {url}'),
  ownerRefundedSubject: params('Refunded: {name} at {gym}, {date} at {time}'),
  ownerRefundedUnanswered: params(
    'Nobody checked {name} in or answered their report by {deadline} IST, so GymSlot refunded their payment of {amount} in full.',
  ),
  ownerRefundedDecided: params("GymSlot's team looked into {name}'s report and refunded their payment of {amount} in full."),
  shareTakenBack: 'If GymSlot pays you for this booking, your share of it is taken back.',
  ownerRefundedText: params('GymSlot: the booking of {name} at {gym}, {date} {time} was refunded in full ({amount}) after their not-let-in report.'),
  personRefundedSubject: params('Refunded: {gym}, {date} at {time}'),
  personRefundedUnanswered: params('The gym did not check you in or answer your report in time, so we refunded your payment of {amount} in full.'),
  personRefundedDecided: params('We looked into your report and refunded your payment of {amount} in full.'),
  ourNote: params('Our note: {note}'),
  rejectedSubject: params('Your report about {gym}, {date} at {time}'),
  rejectedLine: 'We looked into your report that you were not let in and found no reason for a refund, so your payment stays with the gym.',
  rejectedText: params('GymSlot: we looked into your report about {gym}, {date} {time}. It is closed without a refund. Your bookings: {url}'),
});

type Texts = ReturnType<typeof texts>;

const reasonTexts = { closed: 'reasonClosed', refused: 'reasonRefused', other: 'reasonOther' } as const satisfies Record<NotLetInReason, keyof Texts>;

/** The report as its messages need it. */
export interface ReportFacts {
  id: string;
  reason: NotLetInReason;
  note: string | null;
  respondBy: Date;
  status: 'open' | 'contested';
}

/** How a refund came about: the owner let the time run out, or an admin decided for the person. */
export type RefundCause = { kind: 'unanswered'; respondBy: Date } | { kind: 'decided'; note: string };

function shortText<Kind extends TextKind>(kind: Kind, language: Language, text: string, values: TextValues<Kind>): ShortText {
  const names: readonly (keyof TextValues<Kind>)[] = NOT_LET_IN_TEXT_PARAMS[kind];
  return { text, template: { language, params: names.map((name) => values[name]) } };
}

function slotOf(view: BookingView, language: Language) {
  return { name: view.user.name, gym: view.gym.name, date: formatCalendarDate(view.booking.date, language), time: view.booking.timeSlot };
}

const amountOf = (view: BookingView) => formatRupees(paiseToRupees(view.booking.amountPaise));

/**
 * To the gym's owner, at once: who says what about which booking, and what to do by when. `view`
 * is the booking (its `user` the person who reported); `ownerName` greets the owner.
 */
export function reportedMessage(view: BookingView, report: ReportFacts, ownerName: string, publicUrl: string, language: Language): PersonMessage {
  const t = texts(language);
  const slot = slotOf(view, language);
  const deadline = istTimeOfDay(report.respondBy);
  const url = `${publicUrl}/owner/dashboard`;
  return {
    kind: 'not_let_in_reported',
    dedupeKey: `not_let_in_reported:${report.id}`,
    mail: (to) =>
      composeMail({
        to,
        subject: t.reportedSubject(slot),
        greeting: greeting(ownerName, language),
        blocks: [
          t.reportedLead(slot),
          [[t.customer, view.user.name], [t.reason, t[reasonTexts[report.reason]]], ...bookingDetails(view, language)],
          ...(report.note ? [t.theirNote({ note: report.note })] : []),
          report.status === 'open' ? t.whatToDoOpen({ deadline }) : t.whatToDoForReview({ deadline }),
          t.openDashboard({ url }),
        ],
      }),
    text: shortText('not_let_in_reported', language, t.reportedText({ ...slot, deadline, url }), { ...slot, deadline, url }),
  };
}

/** To the gym's owner, once the refund is taken by the provider: the booking was refunded. */
export function ownerRefundedMessage(view: BookingView, reportId: string, cause: RefundCause, ownerName: string, paymentId: string, language: Language): PersonMessage {
  const t = texts(language);
  const slot = slotOf(view, language);
  const amount = amountOf(view);
  const line =
    cause.kind === 'unanswered'
      ? t.ownerRefundedUnanswered({ name: slot.name, deadline: istTimeOfDay(cause.respondBy), amount })
      : t.ownerRefundedDecided({ name: slot.name, amount });
  return {
    kind: 'not_let_in_refunded',
    dedupeKey: `not_let_in_refunded:${reportId}`,
    waitsFor: refundAccepted(paymentId),
    mail: (to) =>
      composeMail({
        to,
        subject: t.ownerRefundedSubject(slot),
        greeting: greeting(ownerName, language),
        blocks: [line, [[t.customer, view.user.name], ...bookingDetails(view, language)], t.shareTakenBack],
      }),
    text: shortText('not_let_in_refunded', language, t.ownerRefundedText({ ...slot, amount }), { ...slot, amount }),
  };
}

/** To the person, once the provider took the refund: their money is coming back, and why. */
export function personRefundedMessage(view: BookingView, cause: RefundCause, paymentId: string, language: Language): PersonMessage {
  const t = texts(language);
  const mailTexts = bookingMailTexts(language);
  const slot = slotOf(view, language);
  const amount = amountOf(view);
  const line = cause.kind === 'unanswered' ? t.personRefundedUnanswered({ amount }) : t.personRefundedDecided({ amount });
  return {
    // The text every refund sends (decision 057), under the same key, so a payment is told of once.
    kind: 'payment_refunded',
    dedupeKey: `payment_refunded:${paymentId}`,
    waitsFor: refundAccepted(paymentId),
    mail: (to) =>
      composeMail({
        to,
        subject: t.personRefundedSubject(slot),
        greeting: greeting(view.user.name, language),
        blocks: [
          line,
          ...(cause.kind === 'decided' ? [t.ourNote({ note: cause.note })] : []),
          bookingDetails(view, language),
          mailTexts.refundTiming,
        ],
      }),
    text: bookingText('payment_refunded', language, { gym: slot.gym, date: slot.date, time: slot.time, amount }),
  };
}

/** To the person: an admin closed their report without a refund. */
export function rejectedMessage(view: BookingView, reportId: string, note: string, publicUrl: string, language: Language): PersonMessage {
  const t = texts(language);
  const slot = slotOf(view, language);
  const url = `${publicUrl}/my-bookings`;
  return {
    kind: 'not_let_in_rejected',
    dedupeKey: `not_let_in_rejected:${reportId}`,
    mail: (to) =>
      composeMail({
        to,
        subject: t.rejectedSubject(slot),
        greeting: greeting(view.user.name, language),
        blocks: [t.rejectedLine, t.ourNote({ note }), bookingDetails(view, language), bookingMailTexts(language).yourBookings({ url })],
      }),
    text: shortText('not_let_in_rejected', language, t.rejectedText({ ...slot, url }), { gym: slot.gym, date: slot.date, time: slot.time, url }),
  };
}
