-- §8.7: B5/B6 filters page paid bookings newest first by keyset; each index serves one shape of the query without a sort.
CREATE INDEX "bookings_paid_gym_created_idx" ON "bookings" USING btree ("gym_id","created_at","id") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_paid_gym_date_created_idx" ON "bookings" USING btree ("gym_id","date","created_at","id") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_paid_created_idx" ON "bookings" USING btree ("created_at","id") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_paid_date_created_idx" ON "bookings" USING btree ("date","created_at","id") WHERE status = 'confirmed';