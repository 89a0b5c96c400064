import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { gyms } from './gyms.js';

// An off-peak (or peak) price for whole IST hours of one weekday (API contract §8.7). A slot that
// starts at an hour in [start_hour, end_hour) costs price_per_hour_paise instead of the gym's price.
// Hours, not 'hh:mm AM' text, so overlap is plain arithmetic; end_hour 24 is midnight at the day's end.
export const priceBands = pgTable(
  'price_bands',
  {
    id: text('id').primaryKey(),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    dayOfWeek: text('day_of_week').notNull(),
    startHour: integer('start_hour').notNull(),
    endHour: integer('end_hour').notNull(),
    pricePerHourPaise: integer('price_per_hour_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('price_bands_gym_day_start_unique').on(table.gymId, table.dayOfWeek, table.startHour),
    check(
      'price_bands_day_check',
      sql`${table.dayOfWeek} in ('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday')`,
    ),
    check('price_bands_hours_check', sql`${table.startHour} >= 0 and ${table.startHour} < ${table.endHour} and ${table.endHour} <= 24`),
    check('price_bands_price_positive', sql`${table.pricePerHourPaise} > 0`),
  ],
);

export type PriceBandRow = typeof priceBands.$inferSelect;
export type NewPriceBandRow = typeof priceBands.$inferInsert;
