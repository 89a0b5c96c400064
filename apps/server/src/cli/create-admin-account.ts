import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema } from '@gymslot/shared/auth-schemas';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { AppError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../modules/auth/password.js';
import * as sessionsRepository from '../modules/auth/sessions.repository.js';
import * as usersRepository from '../modules/auth/users.repository.js';

export const adminEmailSchema = emailSchema('An e-mail address is required (--email).');

// The same limits as registration, with messages written for the command line.
const adminInputSchema = z.object({
  email: adminEmailSchema,
  name: z.string().trim().min(1, 'The name must not be empty.').max(100, 'The name must be at most 100 characters.').optional(),
  password: z
    .string()
    .min(8, 'The password must be at least 8 characters.')
    .max(128, 'The password must be at most 128 characters.'),
});

export interface CreateAdminInput {
  email: string;
  /** Needed only when no account has this e-mail yet; an existing account keeps its name. */
  name?: string | undefined;
  password: string;
}

export interface CreateAdminResult {
  created: boolean;
  userId: string;
  email: string;
}

/** The checked, normalised input (e-mail trimmed and lower-cased); throws AppError with one message. */
export function parseAdminInput(input: CreateAdminInput): CreateAdminInput {
  const parsed = adminInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid_data', parsed.error.issues[0]?.message ?? 'Invalid input.');
  return parsed.data;
}

/**
 * Creates a verified admin account, or makes the existing account with this e-mail an admin with
 * the given password. Like a password reset, that ends the account's existing sessions.
 */
export async function createAdmin(db: Database, input: CreateAdminInput): Promise<CreateAdminResult> {
  const { email, name, password } = parseAdminInput(input);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const existing = await usersRepository.findByEmail(tx, email);
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'admin', passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
        .where(eq(users.id, existing.id));
      await sessionsRepository.deleteByUserId(tx, existing.id);
      return { created: false, userId: existing.id, email };
    }
    if (!name) throw new AppError('invalid_data', `No account uses ${email} yet; give its name with --name.`);
    const inserted = await usersRepository.insert(tx, {
      id: newId(),
      name,
      email,
      role: 'admin',
      passwordHash,
      emailVerifiedAt: now,
    });
    if (!inserted) throw new AppError('conflict', `An account with ${email} was created meanwhile; run the command again.`);
    return { created: true, userId: inserted.id, email };
  });
}
