import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/users.js';

/** An account with an e-mail address: every account but one made with a mobile number only (§8.9). */
export type MailUser = UserRow & { email: string };

export type NewUser = Pick<MailUser, 'id' | 'name' | 'email' | 'role'> &
  Partial<Pick<UserRow, 'passwordHash' | 'emailVerifiedAt' | 'oidcSubject'>>;

export type UserChanges = Partial<Pick<UserRow, 'name' | 'role' | 'passwordHash' | 'emailVerifiedAt' | 'oidcSubject' | 'phone'>>;

export function hasEmail(row: UserRow): row is MailUser {
  return row.email !== null;
}

const mailUser = (row: UserRow | undefined) => (row && hasEmail(row) ? row : undefined);

export async function findById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account, its row locked until the transaction ends: role changes that depend on other rows (§8.12 staff) take turns. */
export async function findByIdForUpdate(tx: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function findByEmail(db: Executor, email: string): Promise<MailUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return mailUser(row);
}

export async function findByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findByOidcSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return row;
}

/** Returns undefined when the e-mail is already taken, so two racing sign-ups cannot both win. */
export async function insert(db: Executor, user: NewUser): Promise<MailUser | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return mailUser(row);
}

/** An account made with a mobile number (§8.9); undefined when the number is already taken. */
export async function insertWithPhone(db: Executor, user: Pick<UserRow, 'id' | 'name'> & { phone: string }): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, role: 'user' })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return row;
}

export async function update(db: Executor, id: string, changes: UserChanges, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}
