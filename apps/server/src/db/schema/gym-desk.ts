import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { gyms } from './gyms.js';
import { users } from './users.js';

// API contract §8.12, owners in control: the front-desk staff of each gym, and the hours an owner
// closed for an event or repairs.

/** A gym_staff account's gyms: the owner adds and removes them, one row per gym. */
export const gymStaff = pgTable(
  'gym_staff',
  {
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gymId, table.userId] }), index('gym_staff_user_idx').on(table.userId)],
);

/**
 * Hours of one IST date the gym does not sell: a slot whose hour overlaps [start_minute,
 * end_minute) is not offered. Minutes from midnight, so a gym whose slots start at :30 closes
 * exactly; end_minute 1440 is midnight at the day's end.
 */
export const gymClosures = pgTable(
  'gym_closures',
  {
    id: text('id').primaryKey(),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gym_closures_gym_date_idx').on(table.gymId, table.date),
    check('gym_closures_minutes_check', sql`${table.startMinute} >= 0 and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`),
  ],
);

export type GymStaffRow = typeof gymStaff.$inferSelect;
export type GymClosureRow = typeof gymClosures.$inferSelect;
