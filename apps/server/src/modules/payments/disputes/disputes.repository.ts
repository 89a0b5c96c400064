import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { bookings } from '../../../db/schema/bookings.js';
import { gyms } from '../../../db/schema/gyms.js';
import { messages } from '../../../db/schema/messages.js';
import { payments } from '../../../db/schema/payments.js';
import { disputes, notLetInReports, type DisputeRow } from '../../../db/schema/trust.js';
import { users } from '../../../db/schema/users.js';

// Disputes (§8.10): one row per Razorpay dispute id, and the evidence GymSlot keeps about the
// booking its payment paid for, read straight from the tables that hold it (bookings, payments,
// the message outbox, 'not let in' reports).

export type NewDisputeRow = typeof disputes.$inferInsert;

export async function findById(db: Executor, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  return row;
}

/** The dispute locked until `tx` ends, so two events of one dispute apply one after the other. */
export async function findByIdForUpdate(tx: Executor, id: string): Promise<DisputeRow | undefined> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

/** Writes a dispute first heard of; undefined when another delivery wrote it first. */
export async function insertIfNew(tx: Executor, row: NewDisputeRow): Promise<DisputeRow | undefined> {
  const [inserted] = await tx.insert(disputes).values(row).onConflictDoNothing({ target: disputes.id }).returning();
  return inserted;
}

export async function update(tx: Executor, id: string, changes: Partial<NewDisputeRow>): Promise<DisputeRow | undefined> {
  const [row] = await tx.update(disputes).set(changes).where(eq(disputes.id, id)).returning();
  return row;
}

/** The booking a Razorpay payment paid for, when GymSlot knows the payment. */
export async function findBookingIdOfPayment(db: Executor, paymentId: string): Promise<string | undefined> {
  const [row] = await db.select({ bookingId: payments.bookingId }).from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (row) return row.bookingId;
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.paymentId, paymentId)).limit(1);
  return booking?.id;
}

/**
 * Takes the right to answer the dispute for `leaseMs`: acted_by and acted_at without an action mark
 * an answer on its way to Razorpay. True for one caller among any number of processes; a claim
 * whose process died frees itself when its lease runs out.
 */
export async function claimAnswer(db: Executor, id: string, adminId: string, now: Date, leaseMs: number): Promise<boolean> {
  const leaseEnded = new Date(now.getTime() - leaseMs);
  const rows = await db
    .update(disputes)
    .set({ actedBy: adminId, actedAt: now })
    .where(and(eq(disputes.id, id), isNull(disputes.action), or(isNull(disputes.actedAt), lte(disputes.actedAt, leaseEnded))))
    .returning({ id: disputes.id });
  return rows.length > 0;
}

/** Gives a claim back: Razorpay did not take the answer, so nothing of it is kept. */
export async function releaseAnswer(db: Executor, id: string, adminId: string, claimedAt: Date): Promise<void> {
  await db
    .update(disputes)
    .set({ actedBy: null, actedAt: null })
    .where(and(eq(disputes.id, id), isNull(disputes.action), eq(disputes.actedBy, adminId), eq(disputes.actedAt, claimedAt)));
}

export interface DisputeListFilter {
  /** One dispute alone (the reply to an answer). */
  id?: string;
  status?: DisputeRow['status'];
  after?: { openedAt: Date; id: string };
  limit: number;
}

const actor = alias(users, 'dispute_actor');

/** A dispute with its booking (gym, slot, the person) and the admin who answered it, as the list shows it. */
export interface ListedDispute {
  dispute: DisputeRow;
  actedByName: string | null;
  booking: {
    id: string;
    date: string;
    timeSlot: string;
    amountPaise: number;
    status: string;
    createdAt: Date;
    paidAt: Date | null;
    isVerified: boolean;
    verifiedAt: Date | null;
    checkInMethod: 'otp' | 'pass' | null;
    rescheduleCount: number;
  } | null;
  gym: { id: string; name: string; city: string } | null;
  person: { name: string; email: string | null; phone: string | null } | null;
}

/** Newest first (by when Razorpay opened them), `limit` a page, after `after` when given. */
export async function listPage(db: Executor, filter: DisputeListFilter): Promise<ListedDispute[]> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(disputes.id, filter.id));
  if (filter.status) conditions.push(eq(disputes.status, filter.status));
  if (filter.after) conditions.push(sql`(${disputes.openedAt}, ${disputes.id}) < (${filter.after.openedAt.toISOString()}::timestamptz, ${filter.after.id})`);
  const rows = await db
    .select({
      dispute: disputes,
      actedByName: actor.name,
      booking: {
        id: bookings.id,
        date: bookings.date,
        timeSlot: bookings.timeSlot,
        amountPaise: bookings.amountPaise,
        status: bookings.status,
        createdAt: bookings.createdAt,
        paidAt: bookings.paidAt,
        isVerified: bookings.isVerified,
        verifiedAt: bookings.verifiedAt,
        checkInMethod: bookings.checkInMethod,
        rescheduleCount: bookings.rescheduleCount,
      },
      gym: { id: gyms.id, name: gyms.name, city: gyms.city },
      person: { name: users.name, email: users.email, phone: users.phone },
    })
    .from(disputes)
    .leftJoin(bookings, eq(bookings.id, disputes.bookingId))
    .leftJoin(gyms, eq(gyms.id, bookings.gymId))
    .leftJoin(users, eq(users.id, bookings.userId))
    // The name of an admin whose answer went through; a claim in flight names nobody yet.
    .leftJoin(actor, and(eq(actor.id, disputes.actedBy), sql`${disputes.action} is not null`))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(disputes.openedAt), desc(disputes.id))
    .limit(filter.limit);
  return rows;
}

/** The ledger's record of each disputed payment. */
export async function findPayments(db: Executor, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ id: payments.id, bookingId: payments.bookingId, amountPaise: payments.amountPaise, status: payments.status, createdAt: payments.createdAt })
    .from(payments)
    .where(inArray(payments.id, [...paymentIds]));
}

export interface EvidenceMessageRow {
  id: string;
  kind: string;
  channel: 'email' | 'whatsapp' | 'sms';
  recipient: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  createdAt: Date;
  sentAt: Date | null;
  dedupeKey: string | null;
}

const messageColumns = {
  id: messages.id,
  kind: messages.kind,
  channel: messages.channel,
  recipient: messages.recipient,
  status: messages.status,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
  dedupeKey: messages.dedupeKey,
};

/**
 * The outbox's messages under these keys (each booking message's key names its booking, so only
 * the booking's own person's messages are found), and the SMS sent in place of any of them that
 * failed on WhatsApp. Sent messages are kept 30 days (the outbox's pruning), so older ones are gone.
 */
export async function findMessagesByKeys(db: Executor, dedupeKeys: readonly string[]): Promise<EvidenceMessageRow[]> {
  if (dedupeKeys.length === 0) return [];
  const found = await db.select(messageColumns).from(messages).where(inArray(messages.dedupeKey, [...dedupeKeys]));
  if (found.length === 0) return found;
  const fallbacks = await db
    .select(messageColumns)
    .from(messages)
    .where(inArray(messages.dedupeKey, found.map((message) => `sms-fallback:${message.id}`)));
  return [...found, ...fallbacks];
}

/** The 'not let in' reports made about these bookings (§8.10), oldest first. */
export async function findNotLetInReports(db: Executor, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      id: notLetInReports.id,
      bookingId: notLetInReports.bookingId,
      reason: notLetInReports.reason,
      status: notLetInReports.status,
      note: notLetInReports.note,
      ownerNote: notLetInReports.ownerNote,
      createdAt: notLetInReports.createdAt,
      respondedAt: notLetInReports.respondedAt,
      closedAt: notLetInReports.closedAt,
    })
    .from(notLetInReports)
    .where(inArray(notLetInReports.bookingId, [...bookingIds]))
    .orderBy(asc(notLetInReports.createdAt));
}
