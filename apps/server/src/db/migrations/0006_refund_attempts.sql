ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_refund_failed_idx" ON "payments" USING btree ("updated_at") WHERE status = 'refund_failed';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('authorized', 'captured', 'failed', 'refund_pending', 'refunded', 'refund_failed', 'released'));