import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { paymentAudits, paymentMismatches } from '../../../db/schema/payment-audits.js';

export type PaymentMismatchRow = typeof paymentMismatches.$inferSelect;

/**
 * Claims the day's check for this caller: true for exactly one caller, or again once an unfinished
 * claim is older than `staleBefore` (its process died).
 */
export async function claimDay(db: Executor, day: string, now: Date, staleBefore: Date): Promise<boolean> {
  const claimed = await db
    .insert(paymentAudits)
    .values({ day, claimedAt: now })
    .onConflictDoUpdate({
      target: paymentAudits.day,
      set: { claimedAt: now },
      setWhere: sql`${paymentAudits.finishedAt} is null and ${paymentAudits.claimedAt} < ${staleBefore}`,
    })
    .returning({ day: paymentAudits.day });
  return claimed.length > 0;
}

export async function finishDay(db: Executor, day: string, now: Date, counts: { paymentsChecked: number; mismatches: number }): Promise<void> {
  await db.update(paymentAudits).set({ finishedAt: now, ...counts }).where(eq(paymentAudits.day, day));
}

/** Writes a mismatch down once; false when it was already listed. */
export async function insertMismatch(db: Executor, row: typeof paymentMismatches.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(paymentMismatches).values(row).onConflictDoNothing().returning({ id: paymentMismatches.paymentId });
  return inserted.length > 0;
}

/** The mismatches no admin has settled yet, newest first. */
export async function listOpenMismatches(db: Executor, limit: number): Promise<PaymentMismatchRow[]> {
  return db
    .select()
    .from(paymentMismatches)
    .where(isNull(paymentMismatches.resolvedAt))
    .orderBy(desc(paymentMismatches.foundAt), desc(paymentMismatches.paymentId))
    .limit(limit);
}

/** An admin has settled it by hand (a refund at Razorpay, say); undefined when there is no such open one. */
export async function resolveMismatch(db: Executor, paymentId: string, now: Date): Promise<PaymentMismatchRow | undefined> {
  const [row] = await db
    .update(paymentMismatches)
    .set({ resolvedAt: now })
    .where(sql`${paymentMismatches.paymentId} = ${paymentId} and ${paymentMismatches.resolvedAt} is null`)
    .returning();
  return row;
}
