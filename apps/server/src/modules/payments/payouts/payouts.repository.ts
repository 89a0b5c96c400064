import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bookings } from '../../../db/schema/bookings.js';
import { disputes } from '../../../db/schema/trust.js';
import { gyms } from '../../../db/schema/gyms.js';
import { payouts, type NewPayoutRow, type PayoutRow } from '../../../db/schema/payouts.js';

/** The linked account (`acc_…`) a gym is paid to through Route; undefined when it has none. */
export async function findGymAccount(db: Executor, gymId: string): Promise<string | undefined> {
  const [row] = await db.select({ account: gyms.razorpayAccountId }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  return row?.account?.trim() || undefined;
}

/** Records the transfer an order carries; an order already recorded keeps its row. */
export async function insertPending(db: Executor, row: NewPayoutRow): Promise<void> {
  await db.insert(payouts).values(row).onConflictDoNothing({ target: payouts.orderId });
}

export async function findByOrderId(db: Executor, orderId: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.orderId, orderId)).limit(1);
  return row;
}

export async function findByPaymentId(db: Executor, paymentId: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.paymentId, paymentId)).limit(1);
  return row;
}

export async function findHeldForBooking(db: Executor, bookingId: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.bookingId, bookingId), eq(payouts.status, 'held')))
    .limit(1);
  return row;
}

/** The order was paid for this booking: Razorpay now holds the gym's share. Only a pending row moves. */
export async function markHeld(db: Executor, orderId: string, change: { bookingId: string; paymentId: string; now: Date }): Promise<void> {
  await db
    .update(payouts)
    .set({ status: 'held', bookingId: change.bookingId, paymentId: change.paymentId, heldAt: change.now, updatedAt: change.now })
    .where(and(eq(payouts.orderId, orderId), eq(payouts.status, 'pending')));
}

/** Learns the transfer id of an order's payout; an id already known is kept. */
export async function recordTransfer(db: Executor, orderId: string, transferId: string, now: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ transferId, updatedAt: now })
    .where(and(eq(payouts.orderId, orderId), isNull(payouts.transferId)));
}

/** The payment of the payout lost a dispute (§8.10). */
const lostDisputeOfPayout = sql`exists (select 1 from ${disputes} where ${disputes.bookingId} = ${payouts.bookingId} and ${disputes.paymentId} = ${payouts.paymentId} and ${disputes.status} = 'lost')`;

/**
 * A held payout of a checked-in booking (the check-in is what earns the release, whichever process
 * recorded it), whose last release attempt's lease has run out, or that has none.
 */
function releaseDue(now: Date, leaseMs: number) {
  const leaseEnded = new Date(now.getTime() - leaseMs);
  return and(
    eq(payouts.status, 'held'),
    or(isNull(payouts.releaseAttemptedAt), lte(payouts.releaseAttemptedAt, leaseEnded)),
    sql`exists (select 1 from ${bookings} where ${bookings.id} = ${payouts.bookingId} and ${bookings.isVerified})`,
    // A lost dispute takes the share back instead (reversalDue).
    sql`not ${lostDisputeOfPayout}`,
  );
}

/**
 * A held payout whose payment lost a dispute (§8.10), still held by Razorpay as far as GymSlot
 * knows (its on_hold_until has not passed), whose last attempt's lease has run out, or that has none.
 * Releases and reversals share the lease: one process at a time asks Razorpay about a payout.
 */
function reversalDue(now: Date, leaseMs: number) {
  const leaseEnded = new Date(now.getTime() - leaseMs);
  return and(
    eq(payouts.status, 'held'),
    or(isNull(payouts.onHoldUntil), gt(payouts.onHoldUntil, now)),
    or(isNull(payouts.releaseAttemptedAt), lte(payouts.releaseAttemptedAt, leaseEnded)),
    lostDisputeOfPayout,
  );
}

export async function findReversalsDue(db: Executor, now: Date, leaseMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: payouts.orderId })
    .from(payouts)
    .where(reversalDue(now, leaseMs))
    .orderBy(asc(payouts.heldAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** Takes the right to ask Razorpay to reverse this payout for `leaseMs`, as claimRelease does for a release. */
export async function claimReversal(db: Executor, orderId: string, now: Date, leaseMs: number): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ releaseAttemptedAt: now, updatedAt: now })
    .where(and(eq(payouts.orderId, orderId), reversalDue(now, leaseMs)))
    .returning();
  return row;
}

export async function findReleasesDue(db: Executor, now: Date, leaseMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: payouts.orderId })
    .from(payouts)
    .where(releaseDue(now, leaseMs))
    .orderBy(asc(payouts.heldAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/**
 * Takes the right to ask Razorpay to release this payout for `leaseMs`: true for exactly one caller
 * among any number of processes, since the condition is checked again under the row's lock.
 */
export async function claimRelease(db: Executor, orderId: string, now: Date, leaseMs: number): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ releaseAttemptedAt: now, updatedAt: now })
    .where(and(eq(payouts.orderId, orderId), releaseDue(now, leaseMs)))
    .returning();
  return row;
}

export async function markReleased(db: Executor, orderId: string, now: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ status: 'released', releasedAt: now, updatedAt: now })
    .where(and(eq(payouts.orderId, orderId), eq(payouts.status, 'held')));
}

/** Razorpay could not make the transfer: nothing reached the gym. A reversal or a release already recorded stays. */
export async function markFailed(db: Executor, orderId: string, now: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(payouts.orderId, orderId), or(eq(payouts.status, 'pending'), eq(payouts.status, 'held'))));
}

/** The payment was refunded with reverse_all, or its transfer reversed after a lost dispute: the gym's share went back. */
export async function markReversed(db: Executor, orderId: string, now: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ status: 'reversed', reversedAt: now, updatedAt: now })
    .where(and(eq(payouts.orderId, orderId), ne(payouts.status, 'failed'), ne(payouts.status, 'reversed')));
}

export interface PayoutLine {
  payout: PayoutRow;
  gymName: string;
}

/**
 * Paid payouts (held, released, reversed or failed) of a month's instants, newest first, at the
 * gyms `ownerId` owns now, or at every gym without one.
 */
export async function findPaidInRange(db: Executor, range: { from: Date; to: Date; ownerId: string | undefined }): Promise<PayoutLine[]> {
  return db
    .select({ payout: payouts, gymName: gyms.name })
    .from(payouts)
    .innerJoin(gyms, eq(gyms.id, payouts.gymId))
    .where(
      and(
        isNotNull(payouts.heldAt),
        gte(payouts.heldAt, range.from),
        lt(payouts.heldAt, range.to),
        range.ownerId === undefined ? undefined : eq(gyms.ownerId, range.ownerId),
      ),
    )
    .orderBy(sql`${payouts.heldAt} desc`, asc(payouts.orderId));
}

/** Whether any gym the owner has (or any gym at all) is linked to a Route account. */
export async function anyLinkedGym(db: Executor, ownerId: string | undefined): Promise<boolean> {
  const rows = await db
    .select({ id: gyms.id })
    .from(gyms)
    .where(and(isNotNull(gyms.razorpayAccountId), ne(gyms.razorpayAccountId, ''), ownerId === undefined ? undefined : eq(gyms.ownerId, ownerId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether a gym row has a Route account: set and not blank. */
const hasLinkedAccount = sql<boolean>`coalesce(btrim(${gyms.razorpayAccountId}) <> '', false)`;

/** The gyms, A→Z, with whether each is paid through Route now: those `ownerId` owns, or the ids given. */
export async function findGymPayoutModes(
  db: Executor,
  which: { ownerId: string } | { gymIds: readonly string[] },
): Promise<{ gymId: string; gymName: string; linked: boolean }[]> {
  if ('gymIds' in which && which.gymIds.length === 0) return [];
  return db
    .select({ gymId: gyms.id, gymName: gyms.name, linked: hasLinkedAccount })
    .from(gyms)
    .where('ownerId' in which ? eq(gyms.ownerId, which.ownerId) : inArray(gyms.id, [...which.gymIds]))
    .orderBy(asc(gyms.name), asc(gyms.id));
}
