import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bookings, type BookingRow } from '../../../db/schema/bookings.js';

/**
 * A hold that lapsed unpaid with an order, not yet reconciled, whose lapse is between `from` and
 * `to`, and which no process holds a live claim on. The first line is the partial index's predicate.
 */
function checkDue(window: { from: Date; to: Date }, claimExpiredBefore: Date) {
  return and(
    sql`${bookings.orderId} is not null and ${bookings.paidAt} is null and ${bookings.orderCheckedAt} is null and ${bookings.status} in ('held', 'expired', 'cancelled')`,
    gt(bookings.holdExpiresAt, window.from),
    lte(bookings.holdExpiresAt, window.to),
    or(isNull(bookings.orderCheckClaimedAt), lt(bookings.orderCheckClaimedAt, claimExpiredBefore)),
  );
}

export async function findOrderChecksDue(db: Executor, window: { from: Date; to: Date }, claimExpiredBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(checkDue(window, claimExpiredBefore))
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Claims the check for this caller until its lease runs out; undefined when another process has it or it is done. */
export async function claimOrderCheck(
  db: Executor,
  bookingId: string,
  window: { from: Date; to: Date },
  claimExpiredBefore: Date,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ orderCheckClaimedAt: now })
    .where(and(eq(bookings.id, bookingId), checkDue(window, claimExpiredBefore)))
    .returning();
  return row;
}

/** The provider has been asked and its answer acted on. */
export async function markOrderChecked(db: Executor, bookingId: string, now: Date): Promise<void> {
  await db.update(bookings).set({ orderCheckedAt: now }).where(eq(bookings.id, bookingId));
}

/** Gives a claim back after the provider could not be asked, so the next round asks again. */
export async function releaseOrderCheck(db: Executor, bookingId: string, claimedAt: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ orderCheckClaimedAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.orderCheckClaimedAt, claimedAt)));
}
