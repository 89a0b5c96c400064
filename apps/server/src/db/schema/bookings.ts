import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languages } from '@gymslot/shared/languages';
import { gyms } from './gyms.js';
import { users } from './users.js';

// A booking's life: 'held' (seat reserved until hold_expires_at, waiting for payment) →
// 'confirmed' (paid; OTP issued) → verified at the door (is_verified). A hold can instead end
// 'expired' (ran out or payment failed) or 'cancelled' (by the user); a paid booking 'cancelled'
// (refunded by policy) or 'refunded' (paid too late, or refunded by an operator at the provider).
export const bookingStatusValues = ['held', 'confirmed', 'cancelled', 'expired', 'refunded'] as const;

// The statuses that can occupy a seat; a 'held' row only while hold_expires_at is in the future.
const occupiesSeat = sql`status in ('held', 'confirmed')`;

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id),
    /** The gym's owner when booked: OTPs are unique among one owner's open bookings. */
    gymOwnerId: text('gym_owner_id')
      .notNull()
      .references(() => users.id),
    /** IST calendar date and 'hh:mm AM' slot; startsAt is the same moment as an instant. */
    date: date('date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: bookingStatusValues }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The payment provider's order for this booking; a confirm must name exactly this one. */
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    otp: integer('otp'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** How the person was checked in (§8.10's evidence): the OTP typed by the desk, or the door pass scanned. */
    checkInMethod: text('check_in_method', { enum: ['otp', 'pass'] }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the §8.3 reminder went out; set once, by whichever process claims it (modules/reminders). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * When this visit's 'Rate your visit' was settled, once (modules/reviews): mailed, or passed over
     * for the person's later visit or because they want no prompts. Null while it may still be mailed.
     */
    reviewPromptSentAt: timestamp('review_prompt_sent_at', { withTimezone: true }),
    /**
     * §8.8 reconciliation: when the provider was last asked about the order of a hold that lapsed
     * unpaid (a claim, leased, so one process asks), and when that answer was acted on.
     */
    orderCheckClaimedAt: timestamp('order_check_claimed_at', { withTimezone: true }),
    orderCheckedAt: timestamp('order_checked_at', { withTimezone: true }),
    /** Times the booking moved to another slot (§8.4a); its calendar event's SEQUENCE. */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** Made by the demo seed, not by a person: no mail is ever written about it ('Rate your visit', §8.8). */
    seeded: boolean('seeded').notNull().default(false),
    /** The language the person booked in (§8.6): the mails sent later (payment, reminder, 'Rate your visit') are in it. */
    language: text('language', { enum: languages }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_order_id_unique').on(table.orderId),
    uniqueIndex('bookings_payment_id_unique').on(table.paymentId),
    // Counting a slot's taken seats reads only the rows that can occupy one.
    index('bookings_slot_live_idx').on(table.gymId, table.date, table.timeSlot).where(occupiesSeat),
    // One person, one seat per slot: a second live hold or booking of the same slot is refused.
    uniqueIndex('bookings_user_slot_live_unique')
      .on(table.userId, table.gymId, table.date, table.timeSlot)
      .where(occupiesSeat),
    // The owner types only the code, so it must name one open booking across all their gyms.
    uniqueIndex('bookings_owner_open_otp_unique')
      .on(table.gymOwnerId, table.otp)
      .where(sql`status = 'confirmed' and not is_verified`),
    index('bookings_user_created_idx').on(table.userId, table.createdAt),
    // Lapsed, unpaid holds with an order not yet reconciled with the provider (§8.8).
    index('bookings_order_check_due_idx')
      .on(table.holdExpiresAt)
      .where(sql`order_id is not null and paid_at is null and order_checked_at is null and status in ('held', 'expired', 'cancelled')`),
    index('bookings_gym_created_idx').on(table.gymId, table.createdAt),
    // Insights (§8.7) add up a gym's paid, cancelled-after-paying and refunded bookings per slot of
    // a range of IST dates: every column they read is in the index, in slot order (decision 044).
    index('bookings_gym_paid_slots_idx')
      .on(table.gymId, table.date, table.startsAt, table.status, table.isVerified, table.amountPaise)
      .where(sql`status = 'refunded' or paid_at is not null`),
    // B5/B6 keyset pages (§8.7, decision 043), newest first: per gym (the owner's list merges one
    // scan per gym, so no sort), per gym and IST date, and across all gyms for admins.
    index('bookings_paid_gym_created_idx').on(table.gymId, table.createdAt, table.id).where(sql`status = 'confirmed'`),
    index('bookings_paid_gym_date_created_idx').on(table.gymId, table.date, table.createdAt, table.id).where(sql`status = 'confirmed'`),
    index('bookings_paid_created_idx').on(table.createdAt, table.id).where(sql`status = 'confirmed'`),
    index('bookings_paid_date_created_idx').on(table.date, table.createdAt, table.id).where(sql`status = 'confirmed'`),
    index('bookings_reminder_due_idx').on(table.startsAt).where(sql`status = 'confirmed' and reminder_sent_at is null`),
    index('bookings_review_prompt_due_idx')
      .on(table.startsAt)
      .where(sql`status = 'confirmed' and is_verified and review_prompt_sent_at is null and not seeded`),
    // §8.7: the maintenance round invoices each payment soon after it (modules/invoices).
    index('bookings_paid_at_idx').on(table.paidAt).where(sql`paid_at is not null`),
    index('bookings_hold_expiry_idx').on(table.holdExpiresAt).where(sql`status = 'held'`),
    check('bookings_status_check', sql`${table.status} in ('held', 'confirmed', 'cancelled', 'expired', 'refunded')`),
    check('bookings_language_check', sql`${table.language} in ('en', 'hi')`),
    check('bookings_check_in_method_check', sql`${table.checkInMethod} in ('otp', 'pass')`),
    check('bookings_amount_positive', sql`${table.amountPaise} > 0`),
    check('bookings_otp_range', sql`${table.otp} between 100000 and 999999`),
    check('bookings_held_has_expiry', sql`${table.status} <> 'held' or ${table.holdExpiresAt} is not null`),
    check(
      'bookings_confirmed_is_paid',
      sql`${table.status} <> 'confirmed' or (${table.paymentId} is not null and ${table.otp} is not null and ${table.paidAt} is not null)`,
    ),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingStatusValue = (typeof bookingStatusValues)[number];
