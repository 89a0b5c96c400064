import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lockForTransaction } from '../../db/advisory-locks.js';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';
import { rowsOf } from '../../db/rows.js';
import { waitlistEntries, type NewWaitlistEntryRow, type WaitlistEntryRow, type WaitlistStatusValue } from '../../db/schema/waitlist.js';
import type { SlotRef } from '../bookings/holding/offer-holds.service.js';

const inSlot = (slot: SlotRef) =>
  and(eq(waitlistEntries.gymId, slot.gymId), eq(waitlistEntries.date, slot.date), eq(waitlistEntries.timeSlot, slot.timeSlot));

/** In a slot's line: waiting, or holding an offer. Repeats the partial indexes' predicate. */
const inLine = inArray(waitlistEntries.status, ['waiting', 'offered']);

/** Serialises one person's joins across processes, so parallel joins cannot together pass the limit. */
export async function lockPersonsEntries(tx: Executor, userId: string): Promise<void> {
  await lockForTransaction(tx, `gymslot:person-waitlist:${userId}`);
}

/** The person's entries still in a line for a slot that has not started. */
export async function countInLineForUser(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), inLine, gt(waitlistEntries.startsAt, now)));
  return row?.count ?? 0;
}

export async function insert(db: Executor, row: NewWaitlistEntryRow): Promise<WaitlistEntryRow> {
  const [inserted] = await db.insert(waitlistEntries).values(row).returning();
  if (!inserted) throw new Error('The waitlist insert returned no row');
  return inserted;
}

export async function findById(db: Executor, id: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
  return row;
}

export async function deleteById(db: Executor, id: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id)).returning();
  return row;
}

export interface OwnEntryView {
  entry: WaitlistEntryRow;
  gym: { id: string; name: string; city: string };
  /** People waiting ahead of this entry in its slot's line; 0 unless the entry is waiting. */
  ahead: number;
}

/** The person's entries for slots that have not started, soonest slot first. */
export async function findOwnViews(db: Executor, userId: string, now: Date): Promise<OwnEntryView[]> {
  const other = alias(waitlistEntries, 'ahead_entry');
  const ahead = sql<number>`case when ${waitlistEntries.status} = 'waiting' then (
      select count(*)::int from ${waitlistEntries} as ahead_entry
      where ${other.gymId} = ${waitlistEntries.gymId} and ${other.date} = ${waitlistEntries.date}
        and ${other.timeSlot} = ${waitlistEntries.timeSlot} and ${other.status} = 'waiting'
        and (${other.createdAt}, ${other.id}) < (${waitlistEntries.createdAt}, ${waitlistEntries.id})
    ) else 0 end`;
  return db
    .select({ entry: waitlistEntries, gym: { id: gyms.id, name: gyms.name, city: gyms.city }, ahead })
    .from(waitlistEntries)
    .innerJoin(gyms, eq(gyms.id, waitlistEntries.gymId))
    .where(and(eq(waitlistEntries.userId, userId), gt(waitlistEntries.startsAt, now)))
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** True when someone is waiting in the slot's line. */
export async function hasWaiting(db: Executor, slot: SlotRef): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(inSlot(slot), eq(waitlistEntries.status, 'waiting')))
    .limit(1);
  return row !== undefined;
}

/** Where a walk along a line stopped: the last entry looked at. */
export type LinePlace = Pick<WaitlistEntryRow, 'createdAt' | 'id'>;

/** The first `limit` people waiting in the slot's line, in order; behind `after` when given. */
export async function findWaitingInSlot(db: Executor, slot: SlotRef, limit: number, after?: LinePlace): Promise<WaitlistEntryRow[]> {
  const behind = after && sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) > (${after.createdAt}, ${after.id})`;
  return db
    .select()
    .from(waitlistEntries)
    .where(and(inSlot(slot), eq(waitlistEntries.status, 'waiting'), behind))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(limit);
}

/**
 * The person's offers that ended unpaid after `since` (decision 051): ran out, or let go while they
 * ran (leaving the line, cancelling the hold). An offer ends when its hold stopped keeping the
 * place. Read from the hold itself, so an offer that ran out a moment ago counts before any round
 * has settled it; entries with an offer are never deleted, so leaving cannot wipe one.
 */
export async function countUnusedOffersSince(db: Executor, userId: string, since: Date, now: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as unused
    from ${waitlistEntries} entry join ${bookings} hold on hold.id = entry.booking_id
    where entry.user_id = ${userId}
      and hold.status <> 'confirmed' and hold.paid_at is null
      and not (hold.status = 'held' and hold.hold_expires_at > ${now})
      and least(hold.hold_expires_at, coalesce(hold.cancelled_at, hold.hold_expires_at)) > ${since}`);
  return rowsOf<{ unused: number }>(result)[0]?.unused ?? 0;
}

/** Deletes the entry while it only waits (no place was ever held for it); the deleted row, else undefined. */
export async function deleteIfWaiting(db: Executor, id: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
    .returning();
  return row;
}

/** Moves a waiting entry out of the line onto a booking (an offer, or one the person already had). */
export async function takeOutOfLine(
  db: Executor,
  id: string,
  status: Extract<WaitlistStatusValue, 'offered' | 'booked'>,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(waitlistEntries)
    .set({ status, bookingId, offeredAt: now, updatedAt: now })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return changed.length > 0;
}

/** Puts an offered entry back at its place in the line (its offer could not be opened). */
export async function returnToLine(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: 'waiting', bookingId: null, offeredAt: null, updatedAt: now })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'offered')));
}

/** Up to `limit` open offers: their entry and booking ids. */
export async function findOpenOffers(db: Executor, limit: number): Promise<{ id: string; bookingId: string }[]> {
  const rows = await db
    .select({ id: waitlistEntries.id, bookingId: waitlistEntries.bookingId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'offered'))
    .orderBy(asc(waitlistEntries.startsAt))
    .limit(limit);
  return rows.flatMap((row) => (row.bookingId ? [{ id: row.id, bookingId: row.bookingId }] : []));
}

/**
 * Ends offers as 'booked' or 'expired', each only while still 'offered', so among processes
 * settling at once exactly one counts it. Returns how many this caller ended.
 */
export async function endOffers(db: Executor, ids: readonly string[], status: Extract<WaitlistStatusValue, 'booked' | 'expired'>, now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const ended = await db
    .update(waitlistEntries)
    .set({ status, updatedAt: now })
    .where(and(inArray(waitlistEntries.id, [...ids]), eq(waitlistEntries.status, 'offered')))
    .returning({ id: waitlistEntries.id });
  return ended.length;
}

/** People still waiting when their slot started had no place: their entries end. Returns how many. */
export async function expireStartedWaits(db: Executor, now: Date): Promise<number> {
  const expired = await db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(waitlistEntries.status, 'waiting'), lte(waitlistEntries.startsAt, now)))
    .returning({ id: waitlistEntries.id });
  return expired.length;
}

/** Up to `limit` slots, not started, with someone waiting, soonest first. */
export async function findSlotsWithWaiting(db: Executor, now: Date, limit: number): Promise<SlotRef[]> {
  return db
    .select({ gymId: waitlistEntries.gymId, date: waitlistEntries.date, timeSlot: waitlistEntries.timeSlot })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'waiting'), gt(waitlistEntries.startsAt, now)))
    .groupBy(waitlistEntries.startsAt, waitlistEntries.gymId, waitlistEntries.date, waitlistEntries.timeSlot)
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.gymId), asc(waitlistEntries.timeSlot))
    .limit(limit);
}
