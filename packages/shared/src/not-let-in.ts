import { checkInWindowOf } from './check-in-window.js';

// 'Not let in' (API contract §8.10, docs/decisions/060-not-let-in-guarantee.md): when a person with a
// paid booking may say the gym did not let them in, and how long the gym has to answer. Free of zod,
// so the web bundle can import it as values.

export const notLetInReasons = ['closed', 'refused', 'other'] as const;
export type NotLetInReason = (typeof notLetInReasons)[number];

/**
 * 'open': the owner has until respondBy to check the person in ('resolved') or answer ('contested',
 * an admin decides: 'refunded' or 'rejected'); unanswered, GymSlot refunds ('refunded').
 */
export const notLetInStatuses = ['open', 'resolved', 'contested', 'refunded', 'rejected'] as const;
export type NotLetInStatus = (typeof notLetInStatuses)[number];

/** The person's note and the owner's and admin's answers: plain text, at most this long. */
export const NOT_LET_IN_NOTE_MAX_LENGTH = 500;
/** A report can be made until this long after the slot ends. */
export const REPORT_AFTER_SLOT_MINUTES = 30;
/** The owner's time to check the person in or answer, from the report. */
export const OWNER_ANSWER_MINUTES = 30;
/** A person with this many reports decided against them ('rejected') in REPEAT_REPORTER_DAYS has new ones decided by an admin. */
export const REPEAT_REPORTER_REJECTIONS = 2;
export const REPEAT_REPORTER_DAYS = 90;

const MS_PER_MINUTE = 60_000;

export interface NotLetInWindow {
  /** The check-in window's opening (§8.1): an hour before the slot. */
  opensAt: Date;
  /** From this instant on, no report is taken: 30 minutes after the slot ends. */
  closesAt: Date;
}

export function notLetInWindowOf(slotStartsAt: Date): NotLetInWindow {
  const checkIn = checkInWindowOf(slotStartsAt);
  return { opensAt: checkIn.opensAt, closesAt: reportsCloseAfter(checkIn.closesAt) };
}

/** When reports close for a booking whose check-in window closes at `checkInClosesAt` (the slot's end). */
export function reportsCloseAfter(checkInClosesAt: Date): Date {
  return new Date(checkInClosesAt.getTime() + REPORT_AFTER_SLOT_MINUTES * MS_PER_MINUTE);
}

export function notLetInPhaseAt(window: NotLetInWindow, now: Date): 'not_open_yet' | 'open' | 'closed' {
  if (now.getTime() < window.opensAt.getTime()) return 'not_open_yet';
  return now.getTime() < window.closesAt.getTime() ? 'open' : 'closed';
}

/** The owner's deadline for a report made at `reportedAt`. */
export function ownerAnswerDeadline(reportedAt: Date): Date {
  return new Date(reportedAt.getTime() + OWNER_ANSWER_MINUTES * MS_PER_MINUTE);
}

/** A report that still waits for someone: the owner (open) or an admin (contested). */
export function isReportPending(status: NotLetInStatus): boolean {
  return status === 'open' || status === 'contested';
}
