import { checkInWindowOf } from '@gymslot/shared/check-in-window';
import { paiseToRupees } from '@gymslot/shared/money';
import type { AdminReport, NotLetInSummary, OwnerReport } from '@gymslot/shared/not-let-in-schemas';
import type { NotLetInReportRow } from '../../../db/schema/trust.js';
import { maskEmail, maskPhone } from '../../messages/mask-recipient.js';
import type { ReportView } from './not-let-in.repository.js';

// What each reader of a 'not let in' report sees (§8.10): rows never leave the server.

/** The person's own view, on their booking and in the report's reply. */
export function toSummary(report: NotLetInReportRow): NotLetInSummary {
  return {
    _id: report.id,
    bookingId: report.bookingId,
    reason: report.reason,
    status: report.status,
    respondBy: report.respondBy.toISOString(),
    ...(report.closedAt ? { closedAt: report.closedAt.toISOString() } : {}),
  };
}

/** The owner may still answer: an open report within its 30 minutes, or a contested one they have not answered. */
export function ownerCanAnswer(report: NotLetInReportRow, now: Date): boolean {
  if (report.ownerNote !== null) return false;
  return report.status === 'contested' || (report.status === 'open' && report.respondBy.getTime() > now.getTime());
}

/** The gym owner's view: the person by name only, and the OTP while the booking can still be checked in (§8.1's window). */
export function toOwnerReport({ report, booking, gym, person }: ReportView, now: Date): OwnerReport {
  const checkable =
    booking.status === 'confirmed' && !booking.isVerified && booking.otp !== null && now.getTime() < checkInWindowOf(booking.startsAt).closesAt.getTime();
  return {
    _id: report.id,
    status: report.status,
    reason: report.reason,
    ...(report.note ? { note: report.note } : {}),
    createdAt: report.createdAt.toISOString(),
    respondBy: report.respondBy.toISOString(),
    ...(report.ownerNote ? { ownerNote: report.ownerNote } : {}),
    ...(report.respondedAt ? { respondedAt: report.respondedAt.toISOString() } : {}),
    canAnswer: ownerCanAnswer(report, now),
    booking: {
      _id: booking.id,
      date: booking.date,
      timeSlot: booking.timeSlot,
      ...(checkable && booking.otp !== null ? { otp: booking.otp } : {}),
      isVerified: booking.isVerified,
    },
    gym: { _id: gym.id, name: gym.name },
    person: { name: person.name },
  };
}

/** A contact an admin can recognise but not harvest: the e-mail address masked, else the number. */
function maskedContact(person: ReportView['person']): string {
  if (person.email) return maskEmail(person.email);
  return person.phone ? maskPhone(person.phone) : '';
}

/** The admin's view, with the evidence there is to decide by. */
export function toAdminReport({ report, booking, gym, person }: ReportView, history: { reports: number; rejected: number }): AdminReport {
  return {
    _id: report.id,
    status: report.status,
    reason: report.reason,
    ...(report.note ? { note: report.note } : {}),
    createdAt: report.createdAt.toISOString(),
    respondBy: report.respondBy.toISOString(),
    ...(report.closedAt ? { closedAt: report.closedAt.toISOString() } : {}),
    booking: { _id: booking.id, date: booking.date, timeSlot: booking.timeSlot, amount: paiseToRupees(booking.amountPaise), status: booking.status },
    gym: { _id: gym.id, name: gym.name, city: gym.city },
    person: { _id: person.id, name: person.name, contact: maskedContact(person) },
    evidence: {
      bookedAt: booking.createdAt.toISOString(),
      ...(booking.paidAt ? { paidAt: booking.paidAt.toISOString() } : {}),
      ...(booking.verifiedAt ? { checkedInAt: booking.verifiedAt.toISOString() } : {}),
      ...(booking.checkInMethod ? { checkInMethod: booking.checkInMethod } : {}),
      ...(report.ownerNote ? { ownerNote: report.ownerNote } : {}),
      ...(report.respondedAt ? { ownerAnsweredAt: report.respondedAt.toISOString() } : {}),
      personReports: history.reports,
      personRejected: history.rejected,
    },
    ...(report.decisionNote && report.decidedAt ? { decision: { note: report.decisionNote, decidedAt: report.decidedAt.toISOString() } } : {}),
  };
}
