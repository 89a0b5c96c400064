-- §8.8: lapsed holds' orders are asked about at Razorpay, once, by whichever process claims them (decision 049).
ALTER TABLE "bookings" ADD COLUMN "order_check_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "order_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_order_check_due_idx" ON "bookings" USING btree ("hold_expires_at") WHERE order_id is not null and paid_at is null and order_checked_at is null and status in ('held', 'expired', 'cancelled');