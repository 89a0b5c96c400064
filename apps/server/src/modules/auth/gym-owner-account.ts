import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { newId } from '../../lib/ids.js';
import * as usersRepository from './users.repository.js';

export interface GymOwnerAccount {
  owner: UserRow;
  /** True when the account was made here and has no password yet: it needs an invitation. */
  created: boolean;
}

/** A new account's display name until the owner changes it: the address's local part. */
function nameFromEmail(email: string): string {
  return email.split('@')[0] || email;
}

/**
 * The owner rule of G12, by e-mail only: a `user` (or `gym_staff`) becomes a `gym_owner`, a `gym_owner` stays one,
 * an admin stays admin (and owns the gym), and an unknown address gets a verified, password-less
 * `gym_owner` account. `email` is already lower-cased, as every stored address is.
 */
export async function findOrCreateGymOwner(tx: Executor, email: string, now: Date): Promise<GymOwnerAccount> {
  const existing = await usersRepository.findByEmail(tx, email);
  if (existing) return { owner: await promoted(tx, existing, now), created: false };
  const created = await usersRepository.insert(tx, {
    id: newId(),
    name: nameFromEmail(email),
    email,
    role: 'gym_owner',
    emailVerifiedAt: now,
  });
  if (created) return { owner: created, created: true };
  // Someone registered this address a moment ago; their account is the owner.
  const registered = await usersRepository.findByEmail(tx, email);
  if (!registered) throw new Error(`No account for ${email} after an insert conflict`);
  return { owner: await promoted(tx, registered, now), created: false };
}

async function promoted(tx: Executor, account: UserRow, now: Date): Promise<UserRow> {
  // Front-desk staff given a gym of their own run it as its owner (§8.12; decision 062).
  if (account.role !== 'user' && account.role !== 'gym_staff') return account;
  await usersRepository.update(tx, account.id, { role: 'gym_owner' }, now);
  return { ...account, role: 'gym_owner', updatedAt: now };
}
