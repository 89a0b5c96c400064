import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';

/**
 * A confirmed booking whose reminder is due at `now` and not sent: it starts within `leadMinutes`
 * and has not started, and it was paid at least `leadMinutes` before its start (one confirmed later
 * never gets one). Repeats the partial index's predicate so the planner can use it.
 */
function dueAt(now: Date, leadMinutes: number) {
  return and(
    eq(bookings.status, 'confirmed'),
    isNull(bookings.reminderSentAt),
    gt(bookings.startsAt, now),
    lte(bookings.startsAt, new Date(now.getTime() + leadMinutes * 60_000)),
    sql`${bookings.paidAt} <= ${bookings.startsAt} - make_interval(mins => ${leadMinutes}::int)`,
  );
}

/** Up to `limit` bookings whose reminder is due at `now`, soonest first. */
export async function findDueReminders(db: Executor, now: Date, leadMinutes: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(dueAt(now, leadMinutes))
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Marks a booking's reminder as sent by this caller; true for exactly one caller among any number
 * of processes, since the condition is checked again under the row's lock. False when another
 * process got it first, or the booking was cancelled or is no longer due.
 */
export async function claimReminder(db: Executor, bookingId: string, now: Date, leadMinutes: number): Promise<boolean> {
  const claimed = await db
    .update(bookings)
    .set({ reminderSentAt: now })
    .where(and(eq(bookings.id, bookingId), dueAt(now, leadMinutes)))
    .returning({ id: bookings.id });
  return claimed.length > 0;
}
