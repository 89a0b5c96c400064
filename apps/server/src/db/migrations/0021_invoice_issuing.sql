-- §8.7: the maintenance round invoices each payment, and writes a credit note for each refund, soon after it (decision 045).
CREATE INDEX "bookings_paid_at_idx" ON "bookings" USING btree ("paid_at") WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX "payments_refunded_at_idx" ON "payments" USING btree ("refunded_at") WHERE status = 'refunded';