import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/users.js';

export type NewUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role'> &
  Partial<Pick<UserRow, 'passwordHash' | 'emailVerifiedAt' | 'oidcSubject'>>;

export type UserChanges = Partial<Pick<UserRow, 'name' | 'role' | 'passwordHash' | 'emailVerifiedAt' | 'oidcSubject'>>;

export async function findById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findByOidcSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return row;
}

/** Returns undefined when the e-mail is already taken, so two racing sign-ups cannot both win. */
export async function insert(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function update(db: Executor, id: string, changes: UserChanges, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}
