import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import type { NotLetInReportRow } from '../../../db/schema/trust.js';
import { AppError } from '../../../lib/errors.js';
import { paymentLedger } from '../../payments/payment-ledger.service.js';
import type { RefundService } from '../../payments/refund.service.js';
import { queueToPerson } from '../../preferences/person-messages.js';
import * as bookingsRepository from '../bookings.repository.js';
import { ownerRefundedMessage, personRefundedMessage, rejectedMessage, type RefundCause } from './not-let-in-messages.js';
import { OWNER_MESSAGE_LANGUAGE } from './not-let-in-report.service.js';
import * as reportsRepository from './not-let-in.repository.js';

export type NotLetInRefundDeps = Pick<AppDeps, 'database' | 'clock' | 'outbox' | 'config' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/** Reports one maintenance round refunds at most; the rest wait a minute for the next. */
const REFUNDS_PER_ROUND = 20;

/** How a report ends with a refund: the owner's time ran out, or an admin decided for the person. */
type RefundClaim = { kind: 'unanswered' } | { kind: 'decided'; adminId: string; note: string };

/**
 * §8.10's money: an open report nobody answered in 30 minutes, or a contested one an admin decides
 * for the person, is refunded in full with the gym's Route transfer reversed, through the ledger's
 * durable refund (refund.service.ts: the provider is called after the transaction commits, and a
 * failed call is retried by the maintenance round). An admin may also close a report unrefunded.
 */
export function createNotLetInRefunds(deps: NotLetInRefundDeps, refunds: Pick<RefundService, 'carryOut'>) {
  const { db } = deps.database;

  /**
   * Claims the report's refund in one transaction: the booking's row lock first (the order a
   * check-in takes, so the two never deadlock), then the report moves only if it is still what
   * `claim` expects. Of two processes, or a check-in and this, one wins: a check-in that committed
   * first leaves the report resolved and the booking verified, and nothing is refunded.
   */
  async function claimRefund(reportId: string, claim: RefundClaim): Promise<{ paymentId: string } | undefined> {
    return db.transaction(async (tx) => {
      const report = await reportsRepository.findById(tx, reportId);
      if (!report) return undefined;
      const booking = await bookingsRepository.findByIdForUpdate(tx, report.bookingId);
      const now = deps.clock.now();
      if (booking?.isVerified) {
        // Checked in after all (a check-in resolves its report in the same transaction, so only a
        // report older than that rule gets here): the person was let in.
        await reportsRepository.moveIfStatus(tx, report.id, ['open', 'contested'], { status: 'resolved', closedAt: now, updatedAt: now });
        return undefined;
      }
      const moved =
        claim.kind === 'unanswered'
          ? await reportsRepository.moveIfStatus(tx, report.id, ['open'], { status: 'refunded', closedAt: now, updatedAt: now }, reportsRepository.pastDeadline(now))
          : await reportsRepository.moveIfStatus(tx, report.id, ['contested'], {
              status: 'refunded',
              closedAt: now,
              decidedBy: claim.adminId,
              decisionNote: claim.note,
              decidedAt: now,
              updatedAt: now,
            });
      if (!moved) return undefined;
      if (!booking || booking.status !== 'confirmed' || !booking.paymentId) {
        throw new Error(`Report ${report.id}: booking ${report.bookingId} is not a paid booking to refund`);
      }
      await bookingsRepository.updateIfStatus(tx, booking.id, ['confirmed'], { status: 'refunded' }, now);
      if (!(await paymentLedger.markRefundPending(tx, booking.paymentId, now))) {
        throw new Error(`Report ${report.id}: payment ${booking.paymentId} cannot be refunded`);
      }
      const cause: RefundCause = claim.kind === 'unanswered' ? { kind: 'unanswered', respondBy: moved.respondBy } : { kind: 'decided', note: claim.note };
      await tellOfRefund(tx, moved, cause, booking.paymentId);
      return { paymentId: booking.paymentId };
    });
  }

  /** Both are told once the provider has taken the refund (the messages wait for it, §8.8). */
  async function tellOfRefund(tx: Executor, report: NotLetInReportRow, cause: RefundCause, paymentId: string): Promise<void> {
    const view = await bookingsRepository.findViewById(tx, report.bookingId);
    const reported = await reportsRepository.findViewById(tx, report.id);
    if (!view || !reported) return;
    await queueToPerson(deps.outbox, tx, view.user.id, personRefundedMessage(view, cause, paymentId, view.booking.language));
    const ownerId = reported.gym.ownerId;
    const ownerName = (await reportsRepository.findUserName(tx, ownerId)) ?? '';
    await queueToPerson(deps.outbox, tx, ownerId, ownerRefundedMessage(view, report.id, cause, ownerName, paymentId, OWNER_MESSAGE_LANGUAGE));
  }

  /** After the claim committed: the provider is called outside any transaction; a failure stays pending for the retries. */
  async function refundClaimed(claimed: { paymentId: string }): Promise<void> {
    deps.metrics?.bookings.refunded();
    await refunds.carryOut(claimed.paymentId);
  }

  return {
    /** The maintenance round's job: every open report past its deadline, each refunded by exactly one process. */
    async refundUnanswered(): Promise<{ notLetInRefunded: number }> {
      const due = await reportsRepository.findUnansweredIds(db, deps.clock.now(), REFUNDS_PER_ROUND);
      let refunded = 0;
      for (const reportId of due) {
        try {
          const claimed = await claimRefund(reportId, { kind: 'unanswered' });
          if (!claimed) continue;
          refunded += 1;
          await refundClaimed(claimed);
        } catch (error) {
          deps.logger.error({ err: error, reportId }, "a 'not let in' refund could not be claimed");
        }
      }
      return { notLetInRefunded: refunded };
    },

    /** An admin decides a contested report for the person; false when it is no longer contested. */
    async refundDecided(reportId: string, adminId: string, note: string): Promise<boolean> {
      const claimed = await claimRefund(reportId, { kind: 'decided', adminId, note });
      if (!claimed) return false;
      await refundClaimed(claimed);
      return true;
    },

    /** An admin closes a contested report without a refund and the person is told; false when it is no longer contested. */
    async reject(reportId: string, adminId: string, note: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = deps.clock.now();
        const moved = await reportsRepository.moveIfStatus(tx, reportId, ['contested'], {
          status: 'rejected',
          closedAt: now,
          decidedBy: adminId,
          decisionNote: note,
          decidedAt: now,
          updatedAt: now,
        });
        if (!moved) return false;
        const view = await bookingsRepository.findViewById(tx, moved.bookingId);
        if (!view) throw new AppError('not_found', { code: 'reportNotFound' });
        await queueToPerson(deps.outbox, tx, view.user.id, rejectedMessage(view, moved.id, note, deps.config.publicUrl, view.booking.language));
        return true;
      });
    },
  };
}

export type NotLetInRefunds = ReturnType<typeof createNotLetInRefunds>;
