-- Issue 15: one 'Rate your visit' mail per checked-in visit, claimed by a conditional UPDATE of
-- review_prompt_sent_at (... where review_prompt_sent_at is null); the partial index serves the sweep.
ALTER TABLE "bookings" ADD COLUMN "review_prompt_sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "bookings_review_prompt_due_idx" ON "bookings" USING btree ("starts_at") WHERE status = 'confirmed' and is_verified and review_prompt_sent_at is null;