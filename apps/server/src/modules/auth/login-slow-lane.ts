import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rateLimits } from '../../db/schema/rate-limits.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/ids.js';

/**
 * Where an address's log-ins from unknown devices go once its budget of wrong passwords is used up
 * (decision 052): one attempt at a time, each after a longer wait than the one before, instead of
 * none at all. Nobody is held waiting: an attempt that comes too early is answered at once with
 * how long is left.
 */
export interface SlowLaneRule {
  name: string;
  /** The wait before the first attempt; each attempt let through doubles the next wait. */
  firstDelayMs: number;
  longestDelayMs: number;
  /** A lane nobody was let through for this long starts again from the first wait. */
  forgetAfterMs: number;
}

export interface SlowLane {
  /** Undefined when this attempt may go ahead now; else the milliseconds until the next one may. */
  admit(subject: string): Promise<number | undefined>;
  forget(subject: string): Promise<void>;
}

// The doubling stops long before the exponent could overflow a double.
const MAX_DOUBLINGS = 16;

/**
 * Kept in the `rate_limits` table beside the counters (so the housekeeping prunes it, and every
 * process sees one lane): `window_started_at` is when the lane last let an attempt through (or
 * opened), `hits` how many it has let through. One conditional upsert decides, so two attempts at
 * the same moment cannot both go ahead.
 */
export function createSlowLane(db: Executor, clock: Clock, rule: SlowLaneRule): SlowLane {
  const keyOf = (subject: string) => `${rule.name}:${hashToken(subject)}`;
  const delayAfter = (letThrough: number) => Math.min(rule.firstDelayMs * 2 ** Math.min(letThrough, MAX_DOUBLINGS), rule.longestDelayMs);

  return {
    async admit(subject) {
      const key = keyOf(subject);
      const now = clock.now();
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const idle = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - rule.forgetAfterMs).toISOString()}::timestamptz`;
      const delayMs = sql`least(${rule.firstDelayMs}::double precision * power(2, least(${rateLimits.hits}, ${MAX_DOUBLINGS})), ${rule.longestDelayMs}::double precision)`;
      const due = sql`${rateLimits.windowStartedAt} + ${delayMs} * interval '1 millisecond' <= ${nowSql}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: now, hits: 0 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { hits: sql`case when ${idle} then 0 else ${rateLimits.hits} + 1 end`, windowStartedAt: nowSql },
          setWhere: sql`${idle} or ${due}`,
        })
        .returning({ hits: rateLimits.hits });
      if (row && row.hits > 0) return undefined;
      // The lane opened (or opened again) with this attempt, which waits the first delay.
      if (row) return rule.firstDelayMs;

      const [lane] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!lane) return rule.firstDelayMs;
      return Math.max(1, lane.windowStartedAt.getTime() + delayAfter(lane.hits) - now.getTime());
    },

    async forget(subject) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(subject)));
    },
  };
}
