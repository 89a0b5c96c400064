import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A person's message preferences (API contract §8.9), one row once they first change one; a person
 * without a row has the defaults of @gymslot/shared/preference-schemas (the columns' defaults too).
 */
export const messagePreferences = pgTable('message_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  email: boolean('email').notNull().default(true),
  whatsapp: boolean('whatsapp').notNull().default(false),
  sms: boolean('sms').notNull().default(false),
  marketing: boolean('marketing').notNull().default(false),
  reviewPrompts: boolean('review_prompts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type MessagePreferencesRow = typeof messagePreferences.$inferSelect;

export const consentPurposeValues = ['email', 'whatsapp', 'sms', 'marketing', 'review_prompts'] as const;
export type ConsentPurpose = (typeof consentPurposeValues)[number];
/** Where a change was made: the account page (or the API), or the link in a mail. */
export const consentSourceValues = ['preferences', 'unsubscribe_link'] as const;
export type ConsentSource = (typeof consentSourceValues)[number];

/**
 * Every change of a preference as a dated record (§8.9, §8.11): one row per purpose that changed,
 * never updated or deleted, so what a person agreed to on any day can be shown later.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: consentPurposeValues }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: consentSourceValues }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('consent_records_user_recorded_idx').on(table.userId, table.recordedAt),
    check('consent_records_purpose_check', sql`${table.purpose} in ('email', 'whatsapp', 'sms', 'marketing', 'review_prompts')`),
    check('consent_records_source_check', sql`${table.source} in ('preferences', 'unsubscribe_link')`),
  ],
);
