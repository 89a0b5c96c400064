import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// 'queued': waiting for next_attempt_at. 'sending': claimed by one process until next_attempt_at
// (its lease); a process that dies leaves it to be claimed again then. 'sent': handed over, its
// content dropped. 'failed': given up after the retry window or a refusal that will not change.
export const messageStatusValues = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * The durable outbox (API contract §8.8, decision 048): every message GymSlot sends, written in the
 * transaction of the change that causes it and delivered by background workers.
 */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'whatsapp', 'sms'] }).notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** What to send, or what its composer needs to write it at delivery; null once sent. */
    payload: jsonb('payload'),
    status: text('status', { enum: messageStatusValues }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /** At most one message per key ('reminder:{bookingId}'): a repeated cause queues nothing twice. */
    dedupeKey: text('dedupe_key'),
    /** Not due until this key is released ('refund:{paymentId}': a refund mail waits for the refund). */
    waitsFor: text('waits_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Attempts go on until then (24 hours after it was queued, or an admin's retry). */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The provider's id for a sent WhatsApp or SMS message, which its status webhooks name. */
    providerMessageId: text('provider_message_id'),
    /** What the provider last reported after sending: 'delivered' or 'read' (a failure makes the message 'failed'). */
    deliveryStatus: text('delivery_status', { enum: ['delivered', 'read'] }),
    deliveryReportedAt: timestamp('delivery_reported_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_due_idx').on(table.nextAttemptAt).where(sql`status in ('queued', 'sending') and waits_for is null`),
    index('messages_waiting_idx').on(table.waitsFor).where(sql`waits_for is not null`),
    index('messages_created_idx').on(table.createdAt, table.id),
    index('messages_status_created_idx').on(table.status, table.createdAt, table.id),
    uniqueIndex('messages_dedupe_unique').on(table.dedupeKey),
    uniqueIndex('messages_provider_message_unique').on(table.channel, table.providerMessageId),
    check('messages_status_check', sql`${table.status} in ('queued', 'sending', 'sent', 'failed')`),
    check('messages_delivery_status_check', sql`${table.deliveryStatus} in ('delivered', 'read')`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
