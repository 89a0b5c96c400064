import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { gyms } from './gyms.js';

// 'pending': the order carries the transfer, nobody has paid it yet. 'held': paid; Razorpay holds
// the gym's share (on_hold) until check-in or on_hold_until. 'released': on_hold lifted, Razorpay settles it to the
// gym. 'reversed': refunded with reverse_all. 'failed': Razorpay could not make the transfer.
export const payoutStatusValues = ['pending', 'held', 'released', 'reversed', 'failed'] as const;

/**
 * A gym's share of one Razorpay order, sent with Route (API contract §8.7), one row per order: the
 * order fixes the account and the amounts, whichever booking of the order is paid. The transfer id
 * is learnt after capture; release_attempted_at is the lease that lets one process at a time call
 * Razorpay to release it.
 */
export const payouts = pgTable(
  'payouts',
  {
    orderId: text('order_id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id),
    accountId: text('account_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    payoutPaise: integer('payout_paise').notNull(),
    paymentId: text('payment_id'),
    transferId: text('transfer_id'),
    status: text('status', { enum: payoutStatusValues }).notNull(),
    releaseAttemptedAt: timestamp('release_attempted_at', { withTimezone: true }),
    heldAt: timestamp('held_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** The order's on_hold_until: Razorpay releases the share by itself then, checked in or not (§8.8). Null on older orders. */
    onHoldUntil: timestamp('on_hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_gym_held_idx').on(table.gymId, table.heldAt),
    index('payouts_booking_idx').on(table.bookingId),
    index('payouts_payment_idx').on(table.paymentId),
    uniqueIndex('payouts_transfer_unique').on(table.transferId),
    index('payouts_release_due_idx').on(table.releaseAttemptedAt).where(sql`status = 'held'`),
    check('payouts_status_check', sql`${table.status} in ('pending', 'held', 'released', 'reversed', 'failed')`),
    check('payouts_amounts_check', sql`${table.payoutPaise} > 0 and ${table.payoutPaise} <= ${table.amountPaise}`),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayoutRow = typeof payouts.$inferInsert;
