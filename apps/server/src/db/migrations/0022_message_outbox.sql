-- §8.8: the durable outbox; every message is written in the transaction of its cause and delivered by background workers (decision 048).
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"dedupe_key" text,
	"waits_for" text,
	"created_at" timestamp with time zone NOT NULL,
	"retry_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE status in ('queued', 'sending') and waits_for is null;--> statement-breakpoint
CREATE INDEX "messages_waiting_idx" ON "messages" USING btree ("waits_for") WHERE waits_for is not null;--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "messages_status_created_idx" ON "messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_unique" ON "messages" USING btree ("dedupe_key");