-- §8.8/§8.9: 'Rate your visit' at most once a person a day and never for seeded visits; message preferences with dated consent records (decision 050).
CREATE TABLE "consent_records" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_records_purpose_check" CHECK ("consent_records"."purpose" in ('email', 'whatsapp', 'sms', 'marketing', 'review_prompts')),
	CONSTRAINT "consent_records_source_check" CHECK ("consent_records"."source" in ('preferences', 'unsubscribe_link'))
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"review_prompts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_prompt_days" (
	"user_id" text PRIMARY KEY NOT NULL,
	"prompted_on" date NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_review_prompt_due_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo seed's bookings, made before the column existed, carry its payment ids (pay_demo_…, never a Razorpay id).
UPDATE "bookings" SET "seeded" = true WHERE "payment_id" LIKE 'pay\_demo\_%';--> statement-breakpoint
-- Prompts the old rule queued and not yet sent (one per demo visit, thousands) are dropped; the new rule does not re-send them.
DELETE FROM "messages" WHERE "kind" = 'review_prompt' AND "status" IN ('queued', 'sending', 'failed');--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_prompt_days" ADD CONSTRAINT "review_prompt_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_recorded_idx" ON "consent_records" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "bookings_review_prompt_due_idx" ON "bookings" USING btree ("starts_at") WHERE status = 'confirmed' and is_verified and review_prompt_sent_at is null and not seeded;