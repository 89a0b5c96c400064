import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * §8.8's daily check, one row per IST day: claimed by one process (claimed_at is its lease), done
 * when finished_at is set, with what it found.
 */
export const paymentAudits = pgTable('payment_audits', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  paymentsChecked: integer('payments_checked').notNull().default(0),
  mismatches: integer('mismatches').notNull().default(0),
});

/**
 * A payment the provider captured that is neither one confirmed booking nor a refund here: money
 * taken with nothing to show for it, for an admin to settle by hand (refund it, or confirm it).
 */
export const paymentMismatches = pgTable('payment_mismatches', {
  paymentId: text('payment_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  orderId: text('order_id').notNull(),
  bookingId: text('booking_id'),
  amountPaise: integer('amount_paise').notNull(),
  /** The provider's status ('captured', 'refunded') and ours ('none' when we never heard of it). */
  providerStatus: text('provider_status').notNull(),
  ledgerStatus: text('ledger_status').notNull(),
  foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
  /** When an admin marked it settled; open ones are listed. */
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});
