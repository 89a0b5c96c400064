import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '@gymslot/shared/privacy-schemas';
import type { Role } from '@gymslot/shared/roles';
import type { Executor } from '../../db/client.js';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { bookings } from '../../db/schema/bookings.js';
import { invoices } from '../../db/schema/invoices.js';
import { messages } from '../../db/schema/messages.js';
import { phoneCodes } from '../../db/schema/phone-codes.js';
import { users } from '../../db/schema/users.js';
import { waitlistEntries } from '../../db/schema/waitlist.js';

// An account's deletion (API contract §8.11, decision 059): scheduled, cancelled, and carried out
// in one transaction per account by the maintenance round. Only SQL here; the rules are in the services.

/** What asking for (or cancelling) a deletion needs to know about the account. */
export async function findForDeletion(db: Executor, userId: string, lock = false) {
  const query = db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      deletionRequestedAt: users.deletionRequestedAt,
      deleteAt: users.deleteAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function schedule(tx: Executor, userId: string, requestedAt: Date, deleteAt: Date): Promise<void> {
  await tx.update(users).set({ deletionRequestedAt: requestedAt, deleteAt, updatedAt: requestedAt }).where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/** Cancels a scheduled deletion; nothing happens when none was (a second cancel). */
export async function unschedule(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ deletionRequestedAt: null, deleteAt: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), sql`${users.deleteAt} is not null`));
}

/** Accounts of `roles` whose deletion is due, oldest first (the partial index users_delete_at_idx). */
export async function findDueIds(db: Executor, roles: readonly Role[], now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(lte(users.deleteAt, now), isNull(users.deletedAt), inArray(users.role, [...roles])))
    .orderBy(asc(users.deleteAt), asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The claim of one due deletion: the account's row, locked until `tx` ends, while it is still due
 * and not deleted. Skips a row another process holds, and finds nothing once that process has
 * committed (deleted_at is set), so each account is deleted once across processes.
 */
export async function claimDue(tx: Executor, userId: string, roles: readonly Role[], now: Date) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), lte(users.deleteAt, now), isNull(users.deletedAt), inArray(users.role, [...roles])))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** What stays of the account: its id (bookings, payments and invoices point at it) and dated records, no way to reach or sign in as it. */
export async function anonymise(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ name: DELETED_USER_NAME, email: null, phone: null, passwordHash: null, oidcSubject: null, emailVerifiedAt: null, deletedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Its unused verification and password-reset links. */
export async function deleteAuthTokens(tx: Executor, userId: string): Promise<void> {
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
}

/** A sign-in code still pending for its number. */
export async function deletePhoneCode(tx: Executor, phone: string): Promise<void> {
  await tx.delete(phoneCodes).where(eq(phoneCodes.phone, phone));
}

export const NOT_SENT_ACCOUNT_DELETED = 'Not sent: the account was deleted.';

/**
 * The outbox's messages to the account's addresses: those not yet sent are failed (never sent
 * afterwards; an admin's retry finds no content), and every one keeps its kind, channel and
 * times but loses its address and content.
 */
export async function forgetMessagesTo(tx: Executor, addresses: readonly string[]): Promise<number> {
  if (addresses.length === 0) return 0;
  const unsent = sql`${messages.status} in ('queued', 'sending')`;
  const stopped = await tx
    .update(messages)
    .set({
      status: sql`case when ${unsent} then 'failed' else ${messages.status} end`,
      lastError: sql`case when ${unsent} then ${NOT_SENT_ACCOUNT_DELETED} else ${messages.lastError} end`,
      recipient: '',
      payload: null,
    })
    .where(inArray(messages.recipient, [...addresses]))
    .returning({ id: messages.id });
  return stopped.length;
}

/** The account's GST documents keep the name they were issued to (the tax record), not its e-mail address. */
export async function forgetInvoiceEmails(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(invoices)
    .set({ customerEmail: '' })
    .where(and(inArray(invoices.bookingId, tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId))), sql`${invoices.customerEmail} <> ''`));
}

/** The account's places in waitlists end, so no place is offered to it. */
export async function endWaitlistEntries(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, ['waiting', 'offered'])));
}
