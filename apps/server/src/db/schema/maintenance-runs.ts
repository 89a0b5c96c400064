import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per housekeeping tick that some server process claimed. The tick is the primary key,
 * so when several processes share the database exactly one of them runs each tick's sweep.
 */
export const maintenanceRuns = pgTable('maintenance_runs', {
  tickStartedAt: timestamp('tick_started_at', { withTimezone: true }).primaryKey(),
  processId: text('process_id').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
