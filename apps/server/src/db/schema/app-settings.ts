import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about this installation, such as when demo data was seeded. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
