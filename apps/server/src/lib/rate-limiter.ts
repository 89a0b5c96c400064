import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema/rate-limits.js';
import type { Clock } from './clock.js';
import { AppError, type CodedText } from './errors.js';
import { hashToken } from './ids.js';

/** At most `limit` hits per `windowMs` for one subject (an e-mail address, an IP, a booking…). */
export interface RateLimitRule {
  /** Namespaces the counters, e.g. 'login:address'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * No rule may count over a longer window: the housekeeping deletes counters whose window started
 * longer ago than this, taking them for finished (modules/maintenance/prune-dead-rows.ts).
 */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What one counter counts: a plain subject, or a member of a group whose counters can be forgotten
 * together (an address's counters, one per client IP).
 */
export type RateLimitSubject = string | { group: string; member: string };

export interface RateLimiter {
  /**
   * Counts one hit; throws AppError 'rate_limited' (429) once the window's limit is passed, with
   * `refusal`'s text for the time left (tooManyAttempts unless told otherwise).
   */
  consume(rule: RateLimitRule, subject: RateLimitSubject, refusal?: (retryAfterMs: number) => CodedText): Promise<void>;
  /** Counts one hit like consume, but answers false instead of throwing once the limit is passed. */
  tryConsume(rule: RateLimitRule, subject: RateLimitSubject): Promise<boolean>;
  /** Forgets the subject's hits, e.g. after a successful login. */
  reset(rule: RateLimitRule, subject: RateLimitSubject): Promise<void>;
  /** Forgets the hits of every member of the group, e.g. an address's counters from every IP. */
  resetGroup(rule: RateLimitRule, group: string): Promise<void>;
  /** Takes back one consumed hit that turned out not to be a guess, leaving the others counted. */
  release(rule: RateLimitRule, subject: RateLimitSubject): Promise<void>;
}

// Hashed so a key has a bounded length and the table holds no e-mail addresses in clear.
function counterKey(rule: RateLimitRule, subject: RateLimitSubject): string {
  if (typeof subject === 'string') return `${rule.name}:${hashToken(subject)}`;
  return `${groupKeyPrefix(rule, subject.group)}${hashToken(subject.member)}`;
}

function groupKeyPrefix(rule: RateLimitRule, group: string): string {
  return `${rule.name}:${hashToken(group)}:`;
}

/** The one 429 sentence, in whole minutes: 'Too many attempts. Please try again in 4 minutes.' */
export function tooManyAttempts(retryAfterMs: number): CodedText {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return minutes === 1 ? { code: 'tooManyAttemptsOneMinute' } : { code: 'tooManyAttempts', params: { minutes } };
}

/**
 * Fixed-window counters in the `rate_limits` table. One atomic upsert per hit, so every server
 * process sharing the database sees the same counts and concurrent hits cannot slip past the limit.
 */
export function createRateLimiter(db: Executor, clock: Clock): RateLimiter {
  /** Counts one hit; the retry delay in milliseconds once the limit is passed, else undefined. */
  async function hit(rule: RateLimitRule, subject: RateLimitSubject): Promise<number | undefined> {
    if (rule.windowMs > LONGEST_RATE_LIMIT_WINDOW_MS) throw new Error(`Rate limit ${rule.name}: window longer than counters are kept`);
    const now = clock.now();
    const windowOpenSince = new Date(now.getTime() - rule.windowMs).toISOString();
    const expired = sql`${rateLimits.windowStartedAt} <= ${windowOpenSince}::timestamptz`;
    const [counter] = await db
      .insert(rateLimits)
      .values({ key: counterKey(rule, subject), windowStartedAt: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
    if (!counter || counter.hits <= rule.limit) return undefined;
    return counter.windowStartedAt.getTime() + rule.windowMs - now.getTime();
  }

  return {
    async consume(rule, subject, refusal = tooManyAttempts) {
      const retryAfterMs = await hit(rule, subject);
      if (retryAfterMs === undefined) return;
      throw new AppError('rate_limited', refusal(retryAfterMs));
    },

    async tryConsume(rule, subject) {
      return (await hit(rule, subject)) === undefined;
    },

    async reset(rule, subject) {
      await db.delete(rateLimits).where(eq(rateLimits.key, counterKey(rule, subject)));
    },

    async resetGroup(rule, group) {
      await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${groupKeyPrefix(rule, group)})`);
    },

    async release(rule, subject) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, counterKey(rule, subject)));
    },
  };
}
