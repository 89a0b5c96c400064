import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { daysOfWeek } from '@gymslot/shared/ist-time';
import type { Executor } from '../../db/client.js';
import {
  dateAvailability,
  recurringAvailability,
  type DateAvailabilityRow,
  type RecurringAvailabilityRow,
} from '../../db/schema/availability.js';

/** Date entries of a gym on or after a date (YYYY-MM-DD), earliest first. */
export async function findDateEntriesFrom(db: Executor, gymId: string, fromDate: string): Promise<DateAvailabilityRow[]> {
  return db
    .select()
    .from(dateAvailability)
    .where(and(eq(dateAvailability.gymId, gymId), gte(dateAvailability.date, fromDate)))
    .orderBy(asc(dateAvailability.date));
}

export async function findDateEntry(db: Executor, gymId: string, date: string): Promise<DateAvailabilityRow | undefined> {
  const [row] = await db
    .select()
    .from(dateAvailability)
    .where(and(eq(dateAvailability.gymId, gymId), eq(dateAvailability.date, date)))
    .limit(1);
  return row;
}

/** A gym's weekly entries, Monday first (calendar weeks start on Monday, spec §9). */
export async function findRecurringByGymId(db: Executor, gymId: string): Promise<RecurringAvailabilityRow[]> {
  const weekOrder = sql.join(
    daysOfWeek.map((day) => sql`${day}`),
    sql`, `,
  );
  return db
    .select()
    .from(recurringAvailability)
    .where(eq(recurringAvailability.gymId, gymId))
    .orderBy(sql`array_position(array[${weekOrder}]::text[], ${recurringAvailability.dayOfWeek})`);
}

/** The gyms' date entries from one date to another, both included (YYYY-MM-DD), in one statement however many gyms. */
export async function findDateEntriesOfGymsBetween(db: Executor, gymIds: readonly string[], from: string, to: string): Promise<DateAvailabilityRow[]> {
  return db
    .select()
    .from(dateAvailability)
    .where(and(sql`${dateAvailability.gymId} = any(${sql.param([...gymIds])}::text[])`, gte(dateAvailability.date, from), lte(dateAvailability.date, to)));
}

/** The gyms' weekly entries (only what decides the slots), in one statement however many gyms. */
export async function findRecurringOfGyms(
  db: Executor,
  gymIds: readonly string[],
): Promise<Pick<RecurringAvailabilityRow, 'gymId' | 'dayOfWeek' | 'startTime' | 'endTime'>[]> {
  const { gymId, dayOfWeek, startTime, endTime } = recurringAvailability;
  return db
    .select({ gymId, dayOfWeek, startTime, endTime })
    .from(recurringAvailability)
    .where(sql`${recurringAvailability.gymId} = any(${sql.param([...gymIds])}::text[])`);
}

/** Every date entry of a gym, past ones too, earliest first (the owner's and admin's full view). */
export async function findAllDateEntries(db: Executor, gymId: string): Promise<DateAvailabilityRow[]> {
  return db
    .select()
    .from(dateAvailability)
    .where(eq(dateAvailability.gymId, gymId))
    .orderBy(asc(dateAvailability.date));
}

export async function findRecurringEntry(
  db: Executor,
  gymId: string,
  dayOfWeek: string,
): Promise<RecurringAvailabilityRow | undefined> {
  const [row] = await db
    .select()
    .from(recurringAvailability)
    .where(and(eq(recurringAvailability.gymId, gymId), eq(recurringAvailability.dayOfWeek, dayOfWeek)))
    .limit(1);
  return row;
}

/** One statement, so two owners' tabs saving the same date at once leave one entry, not an error. */
export async function upsertDateEntry(
  db: Executor,
  entry: { id: string; gymId: string; date: string; availableSlots: string[] },
  now: Date,
): Promise<DateAvailabilityRow> {
  const [row] = await db
    .insert(dateAvailability)
    .values({ ...entry, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [dateAvailability.gymId, dateAvailability.date],
      set: { availableSlots: entry.availableSlots, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('The date availability upsert returned no row');
  return row;
}

export async function upsertRecurring(
  db: Executor,
  entry: { id: string; gymId: string; dayOfWeek: string; startTime: string; endTime: string },
  now: Date,
): Promise<RecurringAvailabilityRow> {
  const [row] = await db
    .insert(recurringAvailability)
    .values({ ...entry, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [recurringAvailability.gymId, recurringAvailability.dayOfWeek],
      set: { startTime: entry.startTime, endTime: entry.endTime, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('The recurring availability upsert returned no row');
  return row;
}
