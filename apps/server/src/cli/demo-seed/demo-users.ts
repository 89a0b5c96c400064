import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { hashPassword } from '../../modules/auth/password.js';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
import { demoPartnerOwners } from './demo-partner-owners.js';
import { createUser } from '../../db/factories.js';

/**
 * Creates the demo logins (password DEMO_PASSWORD) and the password-less partner owners, all
 * verified, and returns every account id by e-mail. An address that already has an account (an
 * operator may have run create-admin before the first start) keeps that account untouched.
 */
export async function addDemoUsers(db: Executor, now: Date): Promise<Map<string, string>> {
  const idsByEmail = new Map<string, string>();
  for (const account of demoAccounts) {
    const id =
      (await existingUserId(db, account.email)) ??
      (await createUser(db, {
        ...account,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })).id;
    idsByEmail.set(account.email, id);
  }
  for (const owner of demoPartnerOwners) {
    const id =
      (await existingUserId(db, owner.email)) ??
      (await createUser(db, { ...owner, role: 'gym_owner', emailVerifiedAt: now, createdAt: now, updatedAt: now })).id;
    idsByEmail.set(owner.email, id);
  }
  return idsByEmail;
}

async function existingUserId(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}
