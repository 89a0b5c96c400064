import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { messages, type MessageRow } from '../../db/schema/messages.js';
import type { PageKey } from '../../lib/page-cursor.js';

export type NewMessageRow = typeof messages.$inferInsert;

/** Writes a message; false when its dedupe key already names one (the cause was acted on before). */
export async function insert(db: Executor, row: NewMessageRow): Promise<boolean> {
  const inserted = await db.insert(messages).values(row).onConflictDoNothing().returning({ id: messages.id });
  return inserted.length > 0;
}

/**
 * Claims up to `limit` due messages for this caller until `leaseUntil`: each row goes to exactly one
 * caller among any number of processes (SKIP LOCKED), and its attempt is counted before anything is
 * sent. A 'sending' row whose lease ran out (its process died) is due again.
 */
export async function claimDue(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<MessageRow[]> {
  const claimed = await db.execute(sql`
    update ${messages} set status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil}
    where id in (
      select id from ${messages}
      where status in ('queued', 'sending') and waits_for is null and next_attempt_at <= ${now}
      order by next_attempt_at, created_at, id limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf<{ id: string }>(claimed).map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(messages).where(inArray(messages.id, ids));
}

/** The claim this caller holds: still sending, on the attempt it counted. */
const heldClaim = (id: string, attempts: number) =>
  and(eq(messages.id, id), eq(messages.status, 'sending'), eq(messages.attempts, attempts));

/** A composed message replaces what its composer needed, so a retry sends the same one. */
export async function setPayload(db: Executor, id: string, attempts: number, payload: unknown): Promise<void> {
  await db.update(messages).set({ payload }).where(heldClaim(id, attempts));
}

/**
 * Sent: the content (links, codes) is dropped; only the record that it went stays, with the
 * provider's id for it, and `keptPayload`, what a later failure report still needs (a WhatsApp
 * message's SMS).
 */
export async function markSent(
  db: Executor,
  id: string,
  attempts: number,
  now: Date,
  sent: { providerMessageId: string | null; keptPayload: unknown } = { providerMessageId: null, keptPayload: null },
): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'sent', sentAt: now, payload: sent.keptPayload, lastError: null, providerMessageId: sent.providerMessageId })
    .where(heldClaim(id, attempts));
}

/** Another attempt at `nextAttemptAt`, or, with none, given up as 'failed'; false when the claim was no longer held. */
export async function markAttemptFailed(db: Executor, id: string, attempts: number, lastError: string, nextAttemptAt: Date | null): Promise<boolean> {
  const next = nextAttemptAt ? { status: 'queued' as const, nextAttemptAt } : { status: 'failed' as const };
  const updated = await db.update(messages).set({ ...next, lastError }).where(heldClaim(id, attempts)).returning({ id: messages.id });
  return updated.length > 0;
}

/** The message a provider knows by `providerMessageId`, locked until `tx` ends, so two reports of it apply one after the other. */
export async function findByProviderIdForUpdate(tx: Executor, channel: 'whatsapp' | 'sms', providerMessageId: string): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.channel, channel), eq(messages.providerMessageId, providerMessageId)))
    .for('update');
  return row;
}

/** The provider delivered a sent message, or it was read: what it kept for a failure is no longer needed. */
export async function setDeliveryStatus(tx: Executor, id: string, deliveryStatus: 'delivered' | 'read', reportedAt: Date): Promise<void> {
  await tx.update(messages).set({ deliveryStatus, deliveryReportedAt: reportedAt, payload: null }).where(and(eq(messages.id, id), eq(messages.status, 'sent')));
}

/** The provider reported a sent message failed after all. */
export async function markReportedFailed(tx: Executor, id: string, lastError: string): Promise<void> {
  await tx.update(messages).set({ status: 'failed', lastError, payload: null }).where(and(eq(messages.id, id), eq(messages.status, 'sent')));
}

/** A composer found nothing to send (the account is gone, say): no trace is kept. */
export async function deleteClaimed(db: Executor, id: string, attempts: number): Promise<void> {
  await db.delete(messages).where(heldClaim(id, attempts));
}

/** Messages that waited for `key` become due now. */
export async function releaseWaiting(db: Executor, key: string, now: Date): Promise<number> {
  const released = await db
    .update(messages)
    .set({ waitsFor: null, nextAttemptAt: now })
    .where(eq(messages.waitsFor, key))
    .returning({ id: messages.id });
  return released.length;
}

/** Messages waiting for `key` will never be due: what they waited for did not happen. */
export async function deleteWaiting(db: Executor, key: string): Promise<void> {
  await db.delete(messages).where(eq(messages.waitsFor, key));
}

/**
 * Up to `limit` messages nothing will read again: sent ones (only their record is left) queued
 * before `sentBefore`, and ones still waiting for a key since before `waitingBefore` (what they
 * waited for never happened: an offer whose order was never opened).
 */
export async function deleteSettled(db: Executor, sentBefore: Date, waitingBefore: Date, limit: number): Promise<number> {
  const settled = sql`((${messages.status} = 'sent' and ${messages.createdAt} < ${sentBefore}) or (${messages.waitsFor} is not null and ${messages.createdAt} < ${waitingBefore}))`;
  const deleted = await db
    .delete(messages)
    .where(and(inArray(messages.id, db.select({ id: messages.id }).from(messages).where(settled).limit(limit)), settled))
    .returning({ id: messages.id });
  return deleted.length;
}

/** A failed message goes back to the queue, due now, with a fresh retry window until `retryUntil`. */
export async function requeueFailed(db: Executor, id: string, now: Date, retryUntil: Date): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ status: 'queued', nextAttemptAt: now, retryUntil })
    .where(and(eq(messages.id, id), eq(messages.status, 'failed')))
    .returning();
  return row;
}

export async function findById(db: Executor, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

export type ListedMessage = Omit<MessageRow, 'payload'> & { pageKey: string };

/** Newest first, `limit` a page, after `after` when given; 'queued' lists those being sent too. */
export async function listPage(
  db: Executor,
  filter: { status?: 'queued' | 'failed' | 'sent'; after?: PageKey; limit: number },
): Promise<ListedMessage[]> {
  const conditions: SQL[] = [];
  if (filter.status === 'queued') conditions.push(sql`${messages.status} in ('queued', 'sending')`);
  else if (filter.status) conditions.push(sql`${messages.status} = ${filter.status}`);
  if (filter.after) conditions.push(sql`(${messages.createdAt}, ${messages.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id})`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const result = await db.execute(sql`
    select id, channel, kind, recipient, status, attempts, last_error as "lastError", created_at as "createdAt",
      sent_at as "sentAt", next_attempt_at as "nextAttemptAt", retry_until as "retryUntil", waits_for as "waitsFor", dedupe_key as "dedupeKey",
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "pageKey"
    from ${messages} ${where}
    order by created_at desc, id desc limit ${filter.limit}`);
  return rowsOf<ListedMessage>(result).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    sentAt: row.sentAt ? new Date(row.sentAt) : null,
    nextAttemptAt: new Date(row.nextAttemptAt),
    retryUntil: new Date(row.retryUntil),
  }));
}

/** What the metrics report: how many wait or failed, and how long the oldest due one has waited. */
export async function backlog(db: Executor, now: Date): Promise<{ queued: number; failed: number; oldestQueuedSeconds: number }> {
  const result = await db.execute(sql`
    select
      count(*) filter (where status in ('queued', 'sending') and waits_for is null)::int as queued,
      count(*) filter (where status = 'failed')::int as failed,
      coalesce(extract(epoch from ${now}::timestamptz - min(created_at) filter (where status in ('queued', 'sending') and waits_for is null)), 0)::float8 as "oldestQueuedSeconds"
    from ${messages} where status <> 'sent'`);
  const [row] = rowsOf<{ queued: number; failed: number; oldestQueuedSeconds: number }>(result);
  return { queued: Number(row?.queued ?? 0), failed: Number(row?.failed ?? 0), oldestQueuedSeconds: Math.max(0, Number(row?.oldestQueuedSeconds ?? 0)) };
}
