import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments, type NewPaymentRow, type PaymentRow } from '../../db/schema/payments.js';

export async function findById(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** Writes the payment, or overwrites an earlier record of the same payment (a failure that later succeeded). */
export async function upsert(db: Executor, row: NewPaymentRow): Promise<void> {
  const { id: _id, createdAt: _createdAt, ...changes } = row;
  await db.insert(payments).values(row).onConflictDoUpdate({ target: payments.id, set: changes });
}

/** Records a failed attempt unless the payment is already known (a failure never overwrites a success). */
export async function insertIfAbsent(db: Executor, row: NewPaymentRow): Promise<void> {
  await db.insert(payments).values(row).onConflictDoNothing({ target: payments.id });
}

/** Asks for a refund of a kept payment; undefined when it is not in a refundable state. */
export async function markRefundPending(db: Executor, id: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'refund_pending', refundAttemptedAt: null, updatedAt: now })
    .where(and(eq(payments.id, id), inArray(payments.status, ['authorized', 'captured'])))
    .returning();
  return row;
}

/**
 * Takes the right to call the provider for a pending refund for `leaseMs`: the first process to
 * set refund_attempted_at wins, and a crashed attempt can be taken over once its lease has run out.
 * Each claim counts one attempt.
 */
export async function claimRefund(db: Executor, id: string, now: Date, leaseMs: number): Promise<PaymentRow | undefined> {
  const leaseEnded = new Date(now.getTime() - leaseMs);
  const [row] = await db
    .update(payments)
    .set({ refundAttemptedAt: now, refundAttempts: sql`${payments.refundAttempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'refund_pending'),
        or(isNull(payments.refundAttemptedAt), lte(payments.refundAttemptedAt, leaseEnded)),
      ),
    )
    .returning();
  return row;
}

export async function findRefundsDue(db: Executor, now: Date, leaseMs: number, limit: number): Promise<string[]> {
  const leaseEnded = new Date(now.getTime() - leaseMs);
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'refund_pending'),
        or(isNull(payments.refundAttemptedAt), lte(payments.refundAttemptedAt, leaseEnded)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Records a refund the provider made (ours, or an operator's for a refund that had failed); a
 * second report of the same refund changes nothing.
 */
export async function markRefunded(db: Executor, id: string, refundId: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'refunded', refundId, refundedAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), inArray(payments.status, ['authorized', 'captured', 'refund_pending', 'refund_failed'])))
    .returning();
  return row;
}

/** A pending refund of a payment that was never captured: nothing to refund, nothing more to try. */
export async function markReleased(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'released', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'refund_pending')));
}

/** Gives up on a pending refund the provider keeps refusing; false when it was no longer pending. */
export async function markRefundFailed(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refund_failed', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'refund_pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}
