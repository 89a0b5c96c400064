import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one-time code last sent to a mobile number (API contract §8.9): only its hash, valid until
 * `expiresAt`, single-use; a new code replaces the old one, and the fifth wrong guess ends it.
 */
export const phoneCodes = pgTable('phone_codes', {
  phone: text('phone').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
