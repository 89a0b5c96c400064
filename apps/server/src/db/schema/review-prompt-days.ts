import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The IST day each person was last sent 'Rate your visit' (§8.8: at most one a day). Claimed with
 * a conditional upsert on the key, so two processes prompting two visits of one person at once
 * cannot both send (modules/reviews, decision 050). One row per person ever prompted.
 */
export const reviewPromptDays = pgTable('review_prompt_days', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  promptedOn: date('prompted_on', { mode: 'string' }).notNull(),
});
