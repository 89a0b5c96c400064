import { and, asc, eq, sql } from 'drizzle-orm';
import { daysOfWeek, type DayOfWeek } from '@gymslot/shared/ist-time';
import type { Executor } from '../../db/client.js';
import { priceBands, type NewPriceBandRow, type PriceBandRow } from '../../db/schema/price-bands.js';

const weekOrder = sql.join(
  daysOfWeek.map((day) => sql`${day}`),
  sql`, `,
);

/** A gym's bands, Monday to Sunday, each day's by start hour. */
export async function findByGymId(db: Executor, gymId: string): Promise<PriceBandRow[]> {
  return db
    .select()
    .from(priceBands)
    .where(eq(priceBands.gymId, gymId))
    .orderBy(sql`array_position(array[${weekOrder}]::text[], ${priceBands.dayOfWeek})`, asc(priceBands.startHour));
}

/** A gym's bands on one weekday, by start hour. */
export async function findByGymIdAndDay(db: Executor, gymId: string, dayOfWeek: DayOfWeek): Promise<PriceBandRow[]> {
  return db
    .select()
    .from(priceBands)
    .where(and(eq(priceBands.gymId, gymId), eq(priceBands.dayOfWeek, dayOfWeek)))
    .orderBy(asc(priceBands.startHour));
}

export async function deleteByGymId(db: Executor, gymId: string): Promise<void> {
  await db.delete(priceBands).where(eq(priceBands.gymId, gymId));
}

export async function insertMany(db: Executor, rows: readonly NewPriceBandRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(priceBands).values([...rows]);
}
