import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';

/** The paid visits that started in one IST hour of the week. */
export interface HourOfWeekCount {
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  isoDay: number;
  hour: number;
  people: number;
}

/** The public gym's capacity, or undefined when no public gym has that id. */
export async function findPublicGymCapacity(db: Executor, gymId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ capacity: gyms.capacity })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true), eq(gyms.isApproved, true)))
    .limit(1);
  return row?.capacity;
}

/**
 * The gym's paid bookings (checked in or not) of the IST dates from `from` up to, not including,
 * `until`, counted by IST weekday and start hour, with the first such date. An index on the gym
 * finds them: `bookings_slot_live_idx` (gym, date, slot; it holds every confirmed booking) or
 * `bookings_gym_created_idx` when the window holds most of the gym's bookings.
 */
export async function countPaidVisitsByHour(
  db: Executor,
  gymId: string,
  from: string,
  until: string,
): Promise<{ counts: HourOfWeekCount[]; firstDate: string | undefined }> {
  const isoDay = sql<number>`extract(isodow from ${bookings.date})::int`;
  // The slot's IST wall-clock hour, whatever the session's time zone.
  const hour = sql<number>`extract(hour from (${bookings.startsAt} at time zone 'UTC') + interval '330 minutes')::int`;
  const rows = await db
    .select({
      isoDay,
      hour,
      people: sql<number>`count(*)::int`,
      firstDate: sql<string>`to_char(min(min(${bookings.date})) over (), 'YYYY-MM-DD')`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.gymId, gymId),
        // The first condition lets the planner use the partial index; only paid bookings count.
        inArray(bookings.status, ['held', 'confirmed']),
        eq(bookings.status, 'confirmed'),
        gte(bookings.date, from),
        lt(bookings.date, until),
      ),
    )
    .groupBy(isoDay, hour);
  const counts = rows.map((row) => ({ isoDay: Number(row.isoDay), hour: Number(row.hour), people: Number(row.people) }));
  return { counts, firstDate: rows[0]?.firstDate };
}
