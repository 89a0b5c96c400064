import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { maintenanceRuns } from '../../db/schema/maintenance-runs.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the interval `now` falls in: every process computes the same tick for the same minute. */
export function tickOf(now: Date, intervalMs: number): Date {
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/**
 * Claims the tick `now` falls in for `processId`. True for exactly one caller per tick, whichever
 * process's insert lands first; the others see the conflict and skip the round.
 */
export async function claimTick(db: Executor, now: Date, intervalMs: number, processId: string): Promise<boolean> {
  const claimed = await db
    .insert(maintenanceRuns)
    .values({ tickStartedAt: tickOf(now, intervalMs), processId, claimedAt: now })
    .onConflictDoNothing()
    .returning({ tick: maintenanceRuns.tickStartedAt });
  if (claimed.length === 0) return false;
  // The rows are only a record of who ran what; a day of them is enough to look back on.
  await db.delete(maintenanceRuns).where(lt(maintenanceRuns.tickStartedAt, new Date(now.getTime() - DAY_MS)));
  return true;
}
