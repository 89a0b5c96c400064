import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Single-use links sent by e-mail; the id is the SHA-256 of the token in the link. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_tokens_user_idx').on(table.userId),
    check('auth_tokens_purpose_check', sql`${table.purpose} in ('verify_email', 'reset_password')`),
  ],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
