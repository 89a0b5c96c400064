-- §8.3: each confirmed booking gets one reminder. The process that sends it first sets
-- reminder_sent_at with a conditional UPDATE (... where reminder_sent_at is null), so two processes
-- never both send it; the partial index serves the sweep for reminders that are due.
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" USING btree ("starts_at") WHERE status = 'confirmed' and reminder_sent_at is null;
