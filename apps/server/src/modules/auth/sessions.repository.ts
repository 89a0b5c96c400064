import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { users, type UserRow } from '../../db/schema/users.js';

export async function insert(
  db: Executor,
  session: { id: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session's account, if the session exists and has not expired at `now`. */
export async function findUnexpiredWithUser(
  db: Executor,
  id: string,
  now: Date,
): Promise<{ sessionId: string; user: UserRow } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteById(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteByUserId(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
