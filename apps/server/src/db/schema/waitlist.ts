import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages } from '@gymslot/shared/languages';
import { bookings } from './bookings.js';
import { gyms } from './gyms.js';
import { users } from './users.js';

// One person waiting for a place in one full slot (API contract §8.4). 'waiting' → 'offered' (a
// freed place became a held booking for them, booking_id) → 'booked' (they paid) or 'expired' (the
// hold ran out unpaid, and the place went on; or the slot started while they waited). Leaving the
// line deletes the row. The line's order is created_at, then id.
export const waitlistStatusValues = ['waiting', 'offered', 'booked', 'expired'] as const;
export type WaitlistStatusValue = (typeof waitlistStatusValues)[number];

const inLine = sql`status in ('waiting', 'offered')`;

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id),
    /** IST calendar date and 'hh:mm AM' slot, as a booking's; startsAt is the same moment as an instant. */
    date: date('date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: waitlistStatusValues }).notNull(),
    /** The held booking a freed place became for this person, once offered. */
    bookingId: text('booking_id').references(() => bookings.id),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    /** The language the person joined in (§8.6): their offer mail, and the booking it becomes, are in it. */
    language: text('language', { enum: languages }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One place in a slot's line per person.
    uniqueIndex('waitlist_user_slot_unique').on(table.userId, table.gymId, table.date, table.timeSlot).where(inLine),
    // A slot's line in order: who is next, and each person's position.
    index('waitlist_slot_line_idx').on(table.gymId, table.date, table.timeSlot, table.createdAt, table.id).where(inLine),
    // A person's own entries (the list, and the limit on waiting at once).
    index('waitlist_user_idx').on(table.userId, table.startsAt),
    // The sweep's work: offers to settle and lines whose slot may have places.
    index('waitlist_open_idx').on(table.status, table.startsAt).where(inLine),
    check('waitlist_status_check', sql`${table.status} in ('waiting', 'offered', 'booked', 'expired')`),
    check('waitlist_language_check', sql`${table.language} in ('en', 'hi')`),
    check('waitlist_offer_has_booking', sql`${table.status} = 'waiting' or ${table.status} = 'expired' or ${table.bookingId} is not null`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntryRow = typeof waitlistEntries.$inferInsert;
