import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';

// 'authorized' is only in rows written before payments were captured before confirming (decision 018).
// 'released': never captured, so nothing was taken and nothing is refunded (the provider lets the
// authorisation lapse). 'refund_failed': the provider refused the refund REFUND_MAX_ATTEMPTS times
// (packages/shared booking-rules); an operator takes it from there.
export const paymentStatusValues = ['authorized', 'captured', 'failed', 'refund_pending', 'refunded', 'refund_failed', 'released'] as const;

/**
 * Our ledger of the provider's payments, one row per provider payment id. A refund is first
 * written down as 'refund_pending' and only then asked of the provider, so a refund that fails
 * on the way is retried (refund_attempted_at is the lease that keeps two processes from both trying;
 * refund_attempts counts the calls, so a refund that keeps failing stops).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: paymentStatusValues }).notNull(),
    failureReason: text('failure_reason'),
    refundId: text('refund_id'),
    refundAttemptedAt: timestamp('refund_attempted_at', { withTimezone: true }),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    index('payments_refund_pending_idx').on(table.refundAttemptedAt).where(sql`status = 'refund_pending'`),
    index('payments_refund_failed_idx').on(table.updatedAt).where(sql`status = 'refund_failed'`),
    // §8.7: the maintenance round writes a credit note for each refund soon after it (modules/invoices).
    index('payments_refunded_at_idx').on(table.refundedAt).where(sql`status = 'refunded'`),
    check(
      'payments_status_check',
      sql`${table.status} in ('authorized', 'captured', 'failed', 'refund_pending', 'refunded', 'refund_failed', 'released')`,
    ),
    check('payments_provider_check', sql`${table.provider} in ('razorpay', 'sandbox')`),
  ],
);

/** Provider webhook deliveries already handled; the provider retries, so each id is acted on once. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in sandbox provider's own orders, kept in the database so every process sees them. */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's payments: what Razorpay would answer to "fetch payment" and "refund". */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('sandbox_payments_order_idx').on(table.orderId),
    check('sandbox_payments_status_check', sql`${table.status} in ('captured', 'failed', 'refunded')`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentStatusValue = (typeof paymentStatusValues)[number];
export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
