import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { gyms } from './gyms.js';

/** The slots of one IST calendar date; an empty list closes the gym that day. */
export const dateAvailability = pgTable(
  'date_availability',
  {
    id: text('id').primaryKey(),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    availableSlots: text('available_slots').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('date_availability_gym_date_unique').on(table.gymId, table.date)],
);

/** The opening window of one weekday, repeated every week. Times are 'hh:mm AM' text. */
export const recurringAvailability = pgTable(
  'recurring_availability',
  {
    id: text('id').primaryKey(),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    dayOfWeek: text('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recurring_availability_gym_day_unique').on(table.gymId, table.dayOfWeek),
    check(
      'recurring_availability_day_check',
      sql`${table.dayOfWeek} in ('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday')`,
    ),
  ],
);

export type DateAvailabilityRow = typeof dateAvailability.$inferSelect;
export type RecurringAvailabilityRow = typeof recurringAvailability.$inferSelect;
