import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { gyms } from './gyms.js';
import { users } from './users.js';

// API contract §8.10: 'not let in' reports and card or UPI disputes (chargebacks).

export const notLetInReasonValues = ['closed', 'refused', 'other'] as const;
/**
 * 'open': the owner has until respond_by to check the person in ('resolved') or answer
 * ('contested', an admin decides: 'refunded' or 'rejected'); unanswered, GymSlot refunds
 * ('refunded'). A repeat reporter's report starts 'contested'.
 */
export const notLetInStatusValues = ['open', 'resolved', 'contested', 'refunded', 'rejected'] as const;

export const notLetInReports = pgTable(
  'not_let_in_reports',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id),
    reason: text('reason', { enum: notLetInReasonValues }).notNull(),
    note: text('note'),
    status: text('status', { enum: notLetInStatusValues }).notNull(),
    /** The owner's 30 minutes end here; the maintenance round refunds an open report after it. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    ownerNote: text('owner_note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The admin who decided a contested report, what they wrote, and when. */
    decidedBy: text('decided_by').references(() => users.id),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the report reached its end ('resolved', 'refunded' or 'rejected'). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One report per booking.
    uniqueIndex('not_let_in_reports_booking_unique').on(table.bookingId),
    index('not_let_in_reports_open_idx').on(table.respondBy).where(sql`status = 'open'`),
    index('not_let_in_reports_status_created_idx').on(table.status, table.createdAt, table.id),
    index('not_let_in_reports_user_idx').on(table.userId, table.createdAt),
    check('not_let_in_reports_reason_check', sql`${table.reason} in ('closed', 'refused', 'other')`),
    check('not_let_in_reports_status_check', sql`${table.status} in ('open', 'resolved', 'contested', 'refunded', 'rejected')`),
  ],
);

export type NotLetInReportRow = typeof notLetInReports.$inferSelect;

/** Razorpay's dispute statuses (its `status` field), as its webhooks and Disputes API report them. */
export const disputeStatusValues = ['open', 'under_review', 'action_required', 'won', 'lost', 'closed'] as const;
/** What GymSlot did about a dispute through the Disputes API. */
export const disputeActionValues = ['accepted', 'contested'] as const;

/** One record per Razorpay dispute id, kept current by its webhooks (§8.10). */
export const disputes = pgTable(
  'disputes',
  {
    /** Razorpay's id ('disp_…'). */
    id: text('id').primaryKey(),
    /** Razorpay's payment id ('pay_…'): the payment disputed. */
    paymentId: text('payment_id').notNull(),
    /** The booking that payment paid for, when GymSlot knows the payment. */
    bookingId: text('booking_id').references(() => bookings.id),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    reasonCode: text('reason_code'),
    reasonDescription: text('reason_description'),
    status: text('status', { enum: disputeStatusValues }).notNull(),
    phase: text('phase'),
    /** Razorpay's deadline for evidence. */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    action: text('action', { enum: disputeActionValues }),
    actionSummary: text('action_summary'),
    actedBy: text('acted_by').references(() => users.id),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    /** When Razorpay created it, and when its last event was applied (an older event never undoes a newer one). */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('disputes_status_opened_idx').on(table.status, table.openedAt, table.id),
    index('disputes_booking_idx').on(table.bookingId),
    check('disputes_status_check', sql`${table.status} in ('open', 'under_review', 'action_required', 'won', 'lost', 'closed')`),
    check('disputes_action_check', sql`${table.action} in ('accepted', 'contested')`),
  ],
);

export type DisputeRow = typeof disputes.$inferSelect;
