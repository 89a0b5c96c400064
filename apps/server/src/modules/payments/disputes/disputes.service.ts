import { setTimeout as waited } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminDispute, AdminDisputesQuery, DisputeAction } from '@gymslot/shared/dispute-schemas';
import { isInstantInDateWindow } from '@gymslot/shared/date-window';
import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import type { DisputeRow } from '../../../db/schema/trust.js';
import { AppError } from '../../../lib/errors.js';
import type { ProviderDispute, ProviderDisputeStatus } from '../payment-provider.js';
import type { PayoutsService } from '../payouts/payouts.service.js';
import { bookingOfMessageKey, evidenceMessageKeys, isAnswerable, toAdminDispute, type EvidenceParts } from './dispute-evidence.js';
import * as disputesRepository from './disputes.repository.js';

const PAGE_SIZE = 20;

/** How long an admin's answer may be on its way to Razorpay before another may try (the call times out after 10 s). */
export const ANSWER_LEASE_MS = 120_000;

/** How long a webhook's reply waits for a lost dispute's payout reversal; one still running goes on behind it. */
export const REVERSAL_WAIT_MS = 2_000;

/** Razorpay's dispute ids: 'disp_' and its letters and digits. Anything else names no dispute (404). */
const DISPUTE_ID = /^disp_[A-Za-z0-9]{1,58}$/;

/**
 * Events of one dispute arrive in any order: a later one (by Razorpay's event time) wins; at the same
 * second, the one further along. An older event never undoes a newer status.
 */
const statusRank: Record<ProviderDisputeStatus, number> = { open: 0, action_required: 1, under_review: 2, won: 3, lost: 3, closed: 4 };

function isNewer(current: Pick<DisputeRow, 'lastEventAt' | 'status'>, eventAt: Date, status: ProviderDisputeStatus): boolean {
  const difference = eventAt.getTime() - current.lastEventAt.getTime();
  return difference > 0 || (difference === 0 && statusRank[status] > statusRank[current.status]);
}

/** What an event did to its dispute, for the work that follows its commit. */
export interface AppliedDispute {
  id: string;
  paymentId: string;
  status: ProviderDisputeStatus;
  /** The status it moved from (undefined: the dispute is new); equal to `status` when the event changed nothing. */
  previousStatus: ProviderDisputeStatus | undefined;
}

const INVALID_CURSOR = { code: 'invalidCursor' } as const;

/** Opaque to the client: base64url of the last row's keys. */
function encodeCursor(row: Pick<DisputeRow, 'openedAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.openedAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string, now: Date): { openedAt: Date; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid_data', INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw new AppError('invalid_data', INVALID_CURSOR);
  const [openedAt, id] = parsed as unknown[];
  if (typeof openedAt !== 'string' || typeof id !== 'string' || !DISPUTE_ID.test(id)) throw new AppError('invalid_data', INVALID_CURSOR);
  const instant = new Date(openedAt);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(openedAt) || !isInstantInDateWindow(instant, now)) {
    throw new AppError('invalid_data', INVALID_CURSOR);
  }
  return { openedAt: instant, id };
}

export type DisputesDeps = Pick<AppDeps, 'database' | 'clock' | 'paymentProvider' | 'metrics'> & {
  logger: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Disputes (chargebacks, API contract §8.10): Razorpay's webhooks keep one row per dispute, applied
 * in the webhook's own transaction; admins read each with its booking and evidence, and accept or
 * contest it through Razorpay's Disputes API (never inside a transaction). A lost dispute reverses
 * the gym's transfer while Razorpay still holds it (payouts).
 */
export function createDisputesService(deps: DisputesDeps, payouts: Pick<PayoutsService, 'reverseForLostDispute'>) {
  const { db } = deps.database;

  /** The evidence of a page's disputes, read in four queries whatever the page's length. */
  async function evidenceOf(listed: readonly disputesRepository.ListedDispute[]): Promise<Map<string, EvidenceParts>> {
    const withBooking = listed.filter((item) => item.booking !== null);
    const bookingIds = withBooking.flatMap((item) => (item.booking ? [item.booking.id] : []));
    const [paymentRows, messageRows, reportRows] = await Promise.all([
      disputesRepository.findPayments(db, withBooking.map((item) => item.dispute.paymentId)),
      disputesRepository.findMessagesByKeys(
        db,
        withBooking.flatMap((item) => (item.booking ? evidenceMessageKeys(item.booking.id, item.booking.rescheduleCount) : [])),
      ),
      disputesRepository.findNotLetInReports(db, bookingIds),
    ]);
    // An SMS sent in place of a WhatsApp message belongs to that message's booking.
    const bookingOfMessage = new Map(messageRows.flatMap((message) => {
      const bookingId = bookingOfMessageKey(message.dedupeKey);
      return bookingId ? [[message.id, bookingId] as const] : [];
    }));
    const messageBooking = (message: disputesRepository.EvidenceMessageRow) =>
      bookingOfMessageKey(message.dedupeKey) ?? bookingOfMessage.get(message.dedupeKey?.replace(/^sms-fallback:/, '') ?? '');
    const parts = new Map<string, EvidenceParts>();
    for (const item of withBooking) {
      const bookingId = item.booking?.id ?? '';
      const payment = paymentRows.find((row) => row.id === item.dispute.paymentId && row.bookingId === bookingId);
      parts.set(item.dispute.id, {
        payment,
        messages: messageRows.filter((message) => messageBooking(message) === bookingId),
        reports: reportRows.filter((report) => report.bookingId === bookingId),
      });
    }
    return parts;
  }

  async function viewOf(listed: readonly disputesRepository.ListedDispute[]): Promise<AdminDispute[]> {
    const parts = await evidenceOf(listed);
    return listed.map((item) => toAdminDispute(item, parts.get(item.dispute.id)));
  }

  async function viewOne(id: string): Promise<AdminDispute> {
    const [listed] = await disputesRepository.listPage(db, { id, limit: 1 });
    if (!listed) throw new AppError('not_found', { code: 'disputeNotFound' });
    const [view] = await viewOf([listed]);
    if (!view) throw new AppError('not_found', { code: 'disputeNotFound' });
    return view;
  }

  /** 409 with the reason when the dispute can take no answer now. */
  function refuseUnanswerable(dispute: DisputeRow): void {
    if (dispute.action === 'accepted') throw new AppError('conflict', { code: 'disputeAlreadyAccepted' });
    if (dispute.action === 'contested') throw new AppError('conflict', { code: 'disputeAlreadyContested' });
    if (dispute.status === 'under_review') throw new AppError('conflict', { code: 'disputeUnderReview' });
    if (!isAnswerable(dispute)) throw new AppError('conflict', { code: 'disputeEnded' });
  }

  /** A lost dispute's held payout is reversed, waited for at most REVERSAL_WAIT_MS; never throws. */
  async function afterLost(paymentId: string): Promise<void> {
    const reversal = payouts.reverseForLostDispute(paymentId);
    const done = new AbortController();
    const patience = waited(REVERSAL_WAIT_MS, undefined, { signal: done.signal, ref: false }).catch(() => undefined);
    await Promise.race([reversal, patience]);
    done.abort();
  }

  async function afterChange(applied: AppliedDispute): Promise<void> {
    if (applied.status === applied.previousStatus) return;
    deps.metrics?.disputes(applied.status);
    if (applied.status === 'lost') await afterLost(applied.paymentId);
  }

  /**
   * In the webhook's transaction (§8.8): writes a dispute first heard of, or moves it to the
   * event's status when the event is newer than the last one applied. The booking is found by
   * the payment; one not known yet is filled in by a later event.
   */
  async function applyEvent(tx: Executor, dispute: ProviderDispute, eventAt: Date): Promise<AppliedDispute> {
    const now = deps.clock.now();
    const current = await disputesRepository.findByIdForUpdate(tx, dispute.id);
    const bookingId = current?.bookingId ?? (await disputesRepository.findBookingIdOfPayment(tx, dispute.paymentId)) ?? null;
    const snapshot = {
      amountPaise: dispute.amountPaise,
      currency: dispute.currency,
      status: dispute.status,
      phase: dispute.phase ?? current?.phase ?? null,
      reasonCode: dispute.reasonCode ?? current?.reasonCode ?? null,
      reasonDescription: dispute.reasonDescription ?? current?.reasonDescription ?? null,
      respondBy: dispute.respondBy ?? current?.respondBy ?? null,
    };
    if (!current) {
      const inserted = await disputesRepository.insertIfNew(tx, {
        id: dispute.id,
        paymentId: dispute.paymentId,
        bookingId,
        ...snapshot,
        openedAt: dispute.createdAt,
        lastEventAt: eventAt,
        createdAt: now,
        updatedAt: now,
      });
      const base = { id: dispute.id, paymentId: dispute.paymentId };
      if (inserted) return { ...base, status: inserted.status, previousStatus: undefined };
      // Another delivery wrote it meanwhile (its insert committed first): this one is an update of it.
      return applyEvent(tx, dispute, eventAt);
    }
    const base = { id: current.id, paymentId: current.paymentId, previousStatus: current.status };
    if (!isNewer(current, eventAt, dispute.status)) {
      if (current.bookingId === null && bookingId !== null) await disputesRepository.update(tx, current.id, { bookingId, updatedAt: now });
      return { ...base, status: current.status };
    }
    await disputesRepository.update(tx, current.id, { ...snapshot, bookingId, lastEventAt: eventAt, updatedAt: now });
    return { ...base, status: dispute.status };
  }

  /** Asks Razorpay to take the answer, under a claim, and records it with the status Razorpay gives. */
  async function answer(adminId: string, id: string, action: DisputeAction, summary?: string): Promise<AdminDispute> {
    const found = DISPUTE_ID.test(id) ? await disputesRepository.findById(db, id) : undefined;
    if (!found) throw new AppError('not_found', { code: 'disputeNotFound' });
    refuseUnanswerable(found);
    const claimedAt = deps.clock.now();
    if (!(await disputesRepository.claimAnswer(db, id, adminId, claimedAt, ANSWER_LEASE_MS))) {
      const now = await disputesRepository.findById(db, id);
      if (now) refuseUnanswerable(now);
      throw new AppError('conflict', { code: 'disputeBeingAnswered' });
    }
    let status: ProviderDisputeStatus;
    try {
      ({ status } =
        action === 'accepted'
          ? await deps.paymentProvider.disputes.accept(id)
          : await deps.paymentProvider.disputes.contest({ disputeId: id, summary: summary ?? '' }));
    } catch (error) {
      // Refused or unreachable: nothing of the answer is kept, and it may be given again.
      await disputesRepository.releaseAnswer(db, id, adminId, claimedAt).catch(() => undefined);
      throw error;
    }
    const applied = await db.transaction(async (tx) => {
      const current = await disputesRepository.findByIdForUpdate(tx, id);
      const actedAt = deps.clock.now();
      const moves = current !== undefined && isNewer(current, actedAt, status);
      await disputesRepository.update(tx, id, {
        action,
        actionSummary: summary ?? null,
        actedBy: adminId,
        actedAt,
        // Razorpay's answer is its news as of now; a webhook already newer stays.
        ...(moves ? { status, lastEventAt: actedAt } : {}),
        updatedAt: actedAt,
      });
      return { id, paymentId: found.paymentId, status: moves ? status : (current?.status ?? status), previousStatus: current?.status };
    });
    await afterChange(applied);
    return viewOne(id);
  }

  return {
    applyEvent,

    /** After the event's transaction committed: counts a new status, and a lost dispute's payout is reversed. */
    afterEvent: afterChange,

    async list(query: AdminDisputesQuery): Promise<{ disputes: AdminDispute[]; nextCursor: string | null }> {
      const after = query.cursor ? decodeCursor(query.cursor, deps.clock.now()) : undefined;
      const rows = await disputesRepository.listPage(db, { status: query.status, after, limit: PAGE_SIZE + 1 });
      const page = rows.slice(0, PAGE_SIZE);
      const last = page.at(-1);
      return { disputes: await viewOf(page), nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last.dispute) : null };
    },

    /** Accepts the dispute at Razorpay (it is lost, for good). */
    accept: (adminId: string, id: string) => answer(adminId, id, 'accepted'),

    /** Contests the dispute at Razorpay with the admin's summary, submitted to the bank. */
    contest: (adminId: string, id: string, summary: string) => answer(adminId, id, 'contested', summary),
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
