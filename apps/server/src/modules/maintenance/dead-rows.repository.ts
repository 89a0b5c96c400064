import { and, inArray, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { phoneCodes } from '../../db/schema/phone-codes.js';
import { rateLimits } from '../../db/schema/rate-limits.js';
import { sessions } from '../../db/schema/sessions.js';

// Each function deletes at most `limit` rows in one statement, so a large backlog is cleared in
// short steps that never hold many row locks for long. The condition is repeated outside the
// sub-select: a row changed meanwhile (a counter whose window just restarted) is re-checked and kept.

/** Sessions that expired at or before `now`; sign-in already ignores them. Returns how many went. */
export async function deleteExpiredSessions(db: Executor, now: Date, limit: number): Promise<number> {
  const expired = lte(sessions.expiresAt, now);
  const batch = db.select({ id: sessions.id }).from(sessions).where(expired).limit(limit);
  const deleted = await db
    .delete(sessions)
    .where(and(inArray(sessions.id, batch), expired))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** E-mail link tokens used, or expired, before `before`. Returns how many went. */
export async function deleteAuthTokensSpentBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const spent = or(lt(authTokens.usedAt, before), lt(authTokens.expiresAt, before));
  const batch = db.select({ id: authTokens.id }).from(authTokens).where(spent).limit(limit);
  const deleted = await db
    .delete(authTokens)
    .where(and(inArray(authTokens.id, batch), spent))
    .returning({ id: authTokens.id });
  return deleted.length;
}

/** Rate-limit counters whose window started at or before `before`. Returns how many went. */
export async function deleteRateLimitsStartedBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const stale = lte(rateLimits.windowStartedAt, before);
  const batch = db.select({ key: rateLimits.key }).from(rateLimits).where(stale).limit(limit);
  const deleted = await db
    .delete(rateLimits)
    .where(and(inArray(rateLimits.key, batch), stale))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** Sign-in codes (§8.9) that ran out before `before`: a new code replaces a live one, so these are never read again. */
export async function deletePhoneCodesExpiredBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const expired = lte(phoneCodes.expiresAt, before);
  const batch = db.select({ phone: phoneCodes.phone }).from(phoneCodes).where(expired).limit(limit);
  const deleted = await db
    .delete(phoneCodes)
    .where(and(inArray(phoneCodes.phone, batch), expired))
    .returning({ phone: phoneCodes.phone });
  return deleted.length;
}
