import { serverTexts } from '@gymslot/shared/server-texts';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import * as sessionsRepository from './sessions.repository.js';
import * as usersRepository from './users.repository.js';

// §8.12 front-desk staff accounts (decision 062), beside G12's owner rule (gym-owner-account.ts).

/** How the owner named the person: an e-mail address (lower-cased) or a mobile number in E.164. */
export type StaffContact = { email: string } | { phone: string };

export interface StaffAccount {
  account: UserRow;
  /** Made here: an e-mail account without a password (it needs the invitation), or a phone-only one. */
  created: boolean;
}

/** A new account's display name until the person changes it: the address's local part. */
function nameFromEmail(email: string): string {
  return email.split('@')[0] || email;
}

/**
 * A `user` becomes `gym_staff`, staff stay staff, and an account that runs gyms (an owner, an
 * admin) is refused: staff need their own account, so an owner's login never loses its powers at
 * the desk. An unknown e-mail gets a verified, password-less staff account; an unknown number a
 * phone-only one, named `name` (required then).
 */
export async function findOrCreateStaffAccount(tx: Executor, contact: StaffContact, name: string | undefined, now: Date): Promise<StaffAccount> {
  const existing = await findByContact(tx, contact);
  if (existing) return { account: await promoted(tx, existing, now), created: false };
  const created = await insertStaff(tx, contact, name, now);
  if (created) return { account: created, created: true };
  // Someone signed up with this address or number a moment ago: their account becomes staff.
  const registered = await findByContact(tx, contact);
  if (!registered) throw new Error('No account for the staff contact after an insert conflict');
  return { account: await promoted(tx, registered, now), created: false };
}

function findByContact(tx: Executor, contact: StaffContact): Promise<UserRow | undefined> {
  return 'email' in contact ? usersRepository.findByEmail(tx, contact.email) : usersRepository.findByPhone(tx, contact.phone);
}

async function insertStaff(tx: Executor, contact: StaffContact, name: string | undefined, now: Date): Promise<UserRow | undefined> {
  if ('email' in contact) {
    return usersRepository.insert(tx, { id: newId(), name: name ?? nameFromEmail(contact.email), email: contact.email, role: 'gym_staff', emailVerifiedAt: now });
  }
  if (name === undefined) throw new AppError('invalid_data', { code: 'validationFailed' }, [serverTexts.staffNameNeeded]);
  const row = await usersRepository.insertWithPhone(tx, { id: newId(), name, phone: contact.phone });
  if (!row) return undefined;
  await usersRepository.update(tx, row.id, { role: 'gym_staff' }, now);
  return { ...row, role: 'gym_staff' };
}

async function promoted(tx: Executor, found: UserRow, now: Date): Promise<UserRow> {
  // Locked first, as a removal locks it: of an addition and a removal at once, one waits for the other.
  const account = (await usersRepository.findByIdForUpdate(tx, found.id)) ?? found;
  if (account.deletedAt !== null) throw new AppError('conflict', { code: 'staffNeedOwnAccount' });
  if (account.role === 'gym_staff') return account;
  if (account.role !== 'user') throw new AppError('conflict', { code: 'staffNeedOwnAccount' });
  await usersRepository.update(tx, account.id, { role: 'gym_staff' }, now);
  return { ...account, role: 'gym_staff', updatedAt: now };
}

/**
 * Someone removed from the last gym they staffed is a `user` again, signed out everywhere: their
 * browser must not keep showing the desk, and their next sign-in starts as the member they are.
 */
export async function endStaffAccount(tx: Executor, userId: string, now: Date): Promise<void> {
  // An account made an owner since (G12) keeps its role.
  if ((await usersRepository.findById(tx, userId))?.role !== 'gym_staff') return;
  await usersRepository.update(tx, userId, { role: 'user' }, now);
  await sessionsRepository.deleteByUserId(tx, userId);
}

/**
 * Locks the account's row for the rest of the transaction, before a removal counts the gyms left:
 * an addition at the same moment (which locks it too, in findOrCreateStaffAccount) waits, so a
 * person is never left a `user` with a gym to staff.
 */
export async function lockStaffAccount(tx: Executor, userId: string): Promise<void> {
  await usersRepository.findByIdForUpdate(tx, userId);
}
