import { formatCalendarDate } from '@gymslot/shared/date-format';
import { istDate } from '@gymslot/shared/ist-time';
import type { Language } from '@gymslot/shared/languages';
import {
  notLetInPhaseAt,
  notLetInWindowOf,
  ownerAnswerDeadline,
  REPEAT_REPORTER_DAYS,
  REPEAT_REPORTER_REJECTIONS,
  type NotLetInReason,
} from '@gymslot/shared/not-let-in';
import { respondToReportBodySchema, type NotLetInSummary, type OwnerReport } from '@gymslot/shared/not-let-in-schemas';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import type { NotLetInReportRow } from '../../../db/schema/trust.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import type { Caller } from '../../../lib/authz.js';
import { AppError, byCodeIfKnown, type CodedText } from '../../../lib/errors.js';
import { isId, newId } from '../../../lib/ids.js';
import { createRateLimiter, type RateLimitRule } from '../../../lib/rate-limiter.js';
import { queueToPerson } from '../../preferences/person-messages.js';
import * as bookingsRepository from '../bookings.repository.js';
import { findOwnBooking } from '../own/booking-access.js';
import { reportedMessage } from './not-let-in-messages.js';
import { toOwnerReport, toSummary } from './not-let-in-views.js';
import * as reportsRepository from './not-let-in.repository.js';

/** Per person, refused reports too: a report tells an owner at once on every channel, so it is not to be repeated at will. */
export const notLetInRateLimit = { name: 'not-let-in:user', limit: 10, windowMs: 60 * 60_000 } satisfies RateLimitRule;

/** Per owner: answers, refused ones too. */
export const reportAnswerRateLimit = { name: 'not-let-in-answer:owner', limit: 30, windowMs: 60 * 60_000 } satisfies RateLimitRule;

/** The reports an owner's list shows at most: only the last hours' bookings can have one pending. */
const OWNER_LIST_LIMIT = 50;

const DAY_MS = 24 * 60 * 60_000;
const REPORT_UNIQUE = 'not_let_in_reports_booking_unique';

/**
 * No column records the language a gym's owner reads (bookings and waitlist entries keep their
 * person's); until one does, their messages are in English (decision 060).
 */
export const OWNER_MESSAGE_LANGUAGE: Language = 'en';

type ReportDeps = Pick<AppDeps, 'database' | 'clock' | 'outbox' | 'config'>;

/** Why a paid booking cannot be reported now; undefined when it can. */
function refusalFor(booking: BookingRow, existing: NotLetInReportRow | undefined, now: Date): AppError | undefined {
  if (booking.status === 'held' || booking.status === 'expired') return new AppError('conflict', { code: 'notLetInNotPaid' });
  if (existing) return new AppError('conflict', { code: 'notLetInAlreadyReported' });
  if (booking.status !== 'confirmed') return new AppError('conflict', { code: 'bookingWasCancelled' });
  if (booking.isVerified) {
    return new AppError('conflict', booking.verifiedAt ? { code: 'alreadyCheckedInAt', params: { time: istTimeOfDay(booking.verifiedAt) } } : { code: 'alreadyCheckedIn' });
  }
  const window = notLetInWindowOf(booking.startsAt);
  const phase = notLetInPhaseAt(window, now);
  if (phase === 'not_open_yet') {
    return new AppError('conflict', { code: 'notLetInTooEarly', params: { time: istTimeOfDay(window.opensAt), date: formatCalendarDate(istDate(window.opensAt)) } });
  }
  if (phase === 'closed') return new AppError('conflict', { code: 'notLetInTooLate' });
  return undefined;
}

/**
 * §8.10: the booker says the gym did not let them in; the gym's owner answers. The refund of an
 * unanswered report and the admin's decision are in not-let-in-refunds.service.ts.
 */
export function createNotLetInReportService(deps: ReportDeps) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);

  /** Tells the gym's owner now, on every channel they turned on, in the report's transaction. */
  async function tellOwner(tx: Executor, report: NotLetInReportRow): Promise<void> {
    const view = await bookingsRepository.findViewById(tx, report.bookingId);
    const reported = await reportsRepository.findViewById(tx, report.id);
    if (!view || !reported) return;
    const ownerId = reported.gym.ownerId;
    const ownerName = (await reportsRepository.findUserName(tx, ownerId)) ?? '';
    const status = report.status === 'contested' ? 'contested' : 'open';
    const facts = { id: report.id, reason: report.reason, note: report.note, respondBy: report.respondBy, status } as const;
    await queueToPerson(deps.outbox, tx, ownerId, reportedMessage(view, facts, ownerName, deps.config.publicUrl, OWNER_MESSAGE_LANGUAGE));
  }

  return {
    /**
     * POST /bookings/{id}/not-let-in. A person whose reports were rejected twice in 90 days gets
     * an admin's decision instead of the automatic refund: their report starts 'contested'.
     */
    async report(userId: string, bookingId: string, body: { reason: NotLetInReason; note?: string | undefined }): Promise<{ report: NotLetInSummary; message: CodedText }> {
      await limiter.consume(notLetInRateLimit, userId);
      const found = await findOwnBooking(db, userId, bookingId);
      const note = body.note ? body.note : null;
      try {
        const report = await db.transaction(async (tx) => {
          // Under the booking's lock, so a check-in at the door or the refund cannot interleave.
          const booking = await bookingsRepository.findByIdForUpdate(tx, found.id);
          if (!booking) throw new AppError('not_found', { code: 'bookingNotFound' });
          const now = deps.clock.now();
          const refusal = refusalFor(booking, await reportsRepository.findByBookingId(tx, booking.id), now);
          if (refusal) throw refusal;
          const rejected = await reportsRepository.countRejectedSince(tx, userId, new Date(now.getTime() - REPEAT_REPORTER_DAYS * DAY_MS));
          const inserted = await reportsRepository.insert(tx, {
            id: newId(),
            bookingId: booking.id,
            userId,
            gymId: booking.gymId,
            reason: body.reason,
            note,
            status: rejected >= REPEAT_REPORTER_REJECTIONS ? 'contested' : 'open',
            respondBy: ownerAnswerDeadline(now),
            createdAt: now,
            updatedAt: now,
          });
          await tellOwner(tx, inserted);
          return inserted;
        });
        const message: CodedText =
          report.status === 'open' ? { code: 'notLetInReported', params: { time: istTimeOfDay(report.respondBy) } } : { code: 'notLetInReportedForReview' };
        return { report: toSummary(report), message };
      } catch (error) {
        // Two reports of one booking at once: the second finds the first.
        if (isUniqueViolation(error, REPORT_UNIQUE)) throw new AppError('conflict', { code: 'notLetInAlreadyReported' });
        throw error;
      }
    },

    /** The reports still waiting at the caller's gyms, newest first. */
    async listForOwner(caller: Caller): Promise<OwnerReport[]> {
      const views = await reportsRepository.findPendingViewsOfOwner(db, caller.id, OWNER_LIST_LIMIT);
      const now = deps.clock.now();
      return views.map((view) => toOwnerReport(view, now));
    },

    /**
     * POST /reports/{id}/respond: the owner of the report's gym says what happened. An open report
     * becomes 'contested' (an admin decides) if answered within its 30 minutes; a contested one takes
     * the owner's note once. Another owner's report is 403, as another owner's gym is (§0).
     */
    async respond(caller: Caller, reportId: string, body: unknown): Promise<OwnerReport> {
      await limiter.consume(reportAnswerRateLimit, caller.id);
      const found = isId(reportId) ? await reportsRepository.findViewById(db, reportId) : undefined;
      if (!found) throw new AppError('not_found', { code: 'reportNotFound' });
      if (found.gym.ownerId !== caller.id) throw new AppError('forbidden', { code: 'forbidden' });
      const parsed = respondToReportBodySchema.safeParse(body);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => issue.message);
        throw new AppError('invalid_data', byCodeIfKnown(errors[0] ?? ''), errors);
      }

      const now = deps.clock.now();
      const answer = { ownerNote: parsed.data.note, respondedAt: now, updatedAt: now };
      const answered =
        (await reportsRepository.moveIfStatus(
          db,
          found.report.id,
          ['open'],
          { ...answer, status: 'contested' },
          reportsRepository.whileAnswerable(now),
        )) ?? (await reportsRepository.moveIfStatus(db, found.report.id, ['contested'], answer, reportsRepository.notAnswered()));
      if (!answered) {
        const current = (await reportsRepository.findById(db, found.report.id)) ?? found.report;
        if (current.status !== 'open' && current.status !== 'contested') throw new AppError('conflict', { code: 'reportClosed' });
        if (current.ownerNote !== null) throw new AppError('conflict', { code: 'reportAlreadyAnswered' });
        throw new AppError('conflict', { code: 'reportAnswerTooLate' });
      }
      return toOwnerReport({ ...found, report: answered }, now);
    },
  };
}

export type NotLetInReportService = ReturnType<typeof createNotLetInReportService>;
