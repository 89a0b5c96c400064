import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { gyms } from './gyms.js';
import { users } from './users.js';

// A review of one checked-in visit (API contract §8.2): one per booking, with at most one reply
// from the gym's owner. The gym's average_rating and total_ratings are kept from these rows
// (modules/reviews, docs/decisions/031-review-ratings.md).
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_booking_unique').on(table.bookingId),
    // A gym's page of reviews, newest first, and its average.
    index('reviews_gym_created_idx').on(table.gymId, table.createdAt, table.id),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_reply_complete', sql`(${table.replyText} is null) = (${table.repliedAt} is null)`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
