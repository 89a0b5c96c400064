import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authTokens, type AuthTokenRow } from '../../db/schema/auth-tokens.js';

export type AuthTokenPurpose = AuthTokenRow['purpose'];

export async function insert(
  db: Executor,
  token: { id: string; userId: string; purpose: AuthTokenPurpose; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

export async function findById(db: Executor, id: string): Promise<AuthTokenRow | undefined> {
  const [row] = await db.select().from(authTokens).where(eq(authTokens.id, id)).limit(1);
  return row;
}

/**
 * Marks an unused, unexpired token as used and returns its account id, in one statement so a
 * token raced by two requests is consumed by only one of them.
 */
export async function consume(
  db: Executor,
  id: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.id, id),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}

export async function markUsedByUserId(
  db: Executor,
  userId: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
