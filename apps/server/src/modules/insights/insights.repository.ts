import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { SLOT_MINUTES } from '@gymslot/shared/booking-rules';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { bookings } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';

/** One IST date's totals over the chosen gyms. */
export interface DayTotals {
  date: string;
  /** Paise of the paid bookings still standing (not cancelled, not refunded). */
  keptPaise: number;
  booked: number;
  checkIns: number;
  noShows: number;
  refunds: number;
}

/** Paid bookings starting in one IST hour of the week. */
export interface HourOfWeekTotals {
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  isoDay: number;
  hour: number;
  bookings: number;
}

export interface GymCapacity {
  id: string;
  capacity: number;
  /** §8.12: the places per slot its owner sells; null sells all. */
  placesPerSlot: number | null;
}

/** Every gym of an owner, hidden ones too (owners see their own business whatever its state). */
export async function findGymCapacitiesByOwner(db: Executor, ownerId: string): Promise<GymCapacity[]> {
  return db.select({ id: gyms.id, capacity: gyms.capacity, placesPerSlot: gyms.placesPerSlot }).from(gyms).where(eq(gyms.ownerId, ownerId)).orderBy(asc(gyms.id));
}

/**
 * A range's paid bookings counted per slot: rows of (date, starts_at, booked, kept, checked_in,
 * refunded), one a slot (IST date and start), as the per-slot columns of `sumSlots` read them.
 */
export type SlotCounts = SQL;

/**
 * One gym's bookings of the IST dates `from`…`to` (both included), counted per slot. Only rows that
 * were ever paid are read, from the partial index `bookings_gym_paid_slots_idx` alone (decision 044).
 */
export function slotCountsOfGym(gymId: string, from: string, to: string): SlotCounts {
  return sql`
    select ${bookings.date} as date, ${bookings.startsAt} as starts_at,
           (count(*) filter (where ${bookings.status} = 'confirmed'))::int as booked,
           (coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.status} = 'confirmed'), 0))::bigint as kept,
           (count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.isVerified}))::int as checked_in,
           (count(*) filter (where ${bookings.status} in ('cancelled', 'refunded')))::int as refunded
    from ${bookings}
    where ${bookings.gymId} = ${gymId}
      and ${bookings.date} >= ${from} and ${bookings.date} <= ${to}
      -- The partial index's own condition: bookings that were paid for (a 'refunded' one may never have been confirmed).
      and (${bookings.status} = 'refunded' or ${bookings.paidAt} is not null)
    group by ${bookings.date}, ${bookings.startsAt}`;
}

/**
 * The same counts for every gym an owner has, read from the totals the booking writes keep per owner
 * and slot (migration 0031, decision 074): a month is a few hundred rows however many gyms.
 */
export function slotCountsOfOwner(ownerId: string, from: string, to: string): SlotCounts {
  return sql`
    select date, starts_at, booked, kept_paise as kept, checked_in, refunded
    from insights_owner_slots
    where owner_id = ${ownerId} and date >= ${from} and date <= ${to}`;
}

/**
 * Slot counts added up twice: per IST date, and per IST weekday and start hour. The weekday, hour
 * and no-show questions are asked once a slot, and no-shows (open bookings whose hour is over) from
 * `now`, so nothing the clock decides is stored (docs/benchmarks.md "Insights for a year of one
 * busy gym"). No booking row leaves the database.
 */
export async function sumSlots(db: Executor, slots: SlotCounts, now: Date): Promise<{ days: DayTotals[]; hours: HourOfWeekTotals[] }> {
  // A slot is over once its hour has passed: it started at least SLOT_MINUTES ago.
  const lastEndedStart = new Date(now.getTime() - SLOT_MINUTES * 60_000).toISOString();
  // The slot's IST wall-clock hour, whatever the session's time zone (as busy-hours counts it).
  const hour = sql`extract(hour from (starts_at at time zone 'UTC') + interval '330 minutes')`;
  const isoDay = sql`extract(isodow from date)`;
  const result = await db.execute(sql`
    with slots as (${slots})
    select grouping(date)::int as "byHour", to_char(date, 'YYYY-MM-DD') as date,
           ${isoDay}::int as "isoDay", ${hour}::int as hour,
           sum(booked)::int as booked, sum(kept)::text as "keptPaise", sum(checked_in)::int as "checkIns",
           (coalesce(sum(booked - checked_in) filter (where starts_at <= ${lastEndedStart}::timestamptz), 0))::int as "noShows",
           sum(refunded)::int as refunds
    from slots
    group by grouping sets ((date), (${isoDay}, ${hour}))`);

  const days: DayTotals[] = [];
  const hours: HourOfWeekTotals[] = [];
  for (const row of rowsOf<SlotTotalsRow>(result)) {
    // grouping(date) is 1 on the weekday-and-hour rows, whose date is null.
    if (Number(row.byHour) === 1) {
      hours.push({ isoDay: Number(row.isoDay), hour: Number(row.hour), bookings: Number(row.booked) });
    } else if (row.date !== null) {
      days.push({
        date: row.date,
        keptPaise: Number(row.keptPaise),
        booked: Number(row.booked),
        checkIns: Number(row.checkIns),
        noShows: Number(row.noShows),
        refunds: Number(row.refunds),
      });
    }
  }
  return { days, hours };
}

interface SlotTotalsRow {
  byHour: number;
  date: string | null;
  isoDay: number | null;
  hour: number | null;
  booked: number;
  keptPaise: string;
  checkIns: number;
  noShows: number;
  refunds: number;
}
