import { and, asc, eq, gte, sql } from 'drizzle-orm';
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
