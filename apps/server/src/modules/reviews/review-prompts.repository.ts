import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { reviews } from '../../db/schema/reviews.js';

/** The slot starts a 'Rate your visit' mail may go out for now: the slot has ended, the review window is open. */
export interface PromptableStarts {
  from: Date;
  to: Date;
}

/**
 * A checked-in visit that starts within `starts`, has no review and no prompt yet. The first line
 * is the partial index's predicate, repeated so the planner can use it.
 */
function promptDue(starts: PromptableStarts) {
  return and(
    sql`${bookings.status} = 'confirmed' and ${bookings.isVerified} and ${bookings.reviewPromptSentAt} is null`,
    gte(bookings.startsAt, starts.from),
    lte(bookings.startsAt, starts.to),
    sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
  );
}

/** Up to `limit` bookings whose prompt is due, the earliest visit first. */
export async function findDuePrompts(db: Executor, starts: PromptableStarts, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(promptDue(starts))
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Marks the booking's prompt as sent by this caller; true for exactly one caller among any number
 * of processes, since the condition is checked again under the row's lock. False when another
 * process got it first, or the visit was reviewed or is no longer due.
 */
export async function claimPrompt(db: Executor, bookingId: string, starts: PromptableStarts, now: Date): Promise<boolean> {
  const claimed = await db
    .update(bookings)
    .set({ reviewPromptSentAt: now })
    .where(and(eq(bookings.id, bookingId), promptDue(starts)))
    .returning({ id: bookings.id });
  return claimed.length > 0;
}

/** Gives a claim back after the mail could not be sent, so the next round tries again. */
export async function releasePrompt(db: Executor, bookingId: string, claimedAt: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ reviewPromptSentAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.reviewPromptSentAt, claimedAt)));
}
