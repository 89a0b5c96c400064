CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"booking_id" text,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"reason_code" text,
	"reason_description" text,
	"status" text NOT NULL,
	"phase" text,
	"respond_by" timestamp with time zone,
	"action" text,
	"action_summary" text,
	"acted_by" text,
	"acted_at" timestamp with time zone,
	"opened_at" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'under_review', 'action_required', 'won', 'lost', 'closed')),
	CONSTRAINT "disputes_action_check" CHECK ("disputes"."action" in ('accepted', 'contested'))
);
--> statement-breakpoint
CREATE TABLE "not_let_in_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"owner_note" text,
	"responded_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "not_let_in_reports_reason_check" CHECK ("not_let_in_reports"."reason" in ('closed', 'refused', 'other')),
	CONSTRAINT "not_let_in_reports_status_check" CHECK ("not_let_in_reports"."status" in ('open', 'resolved', 'contested', 'refunded', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_or_phone_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_method" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delete_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_let_in_reports" ADD CONSTRAINT "not_let_in_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_let_in_reports" ADD CONSTRAINT "not_let_in_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_let_in_reports" ADD CONSTRAINT "not_let_in_reports_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_let_in_reports" ADD CONSTRAINT "not_let_in_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_status_opened_idx" ON "disputes" USING btree ("status","opened_at","id");--> statement-breakpoint
CREATE INDEX "disputes_booking_idx" ON "disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "not_let_in_reports_booking_unique" ON "not_let_in_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "not_let_in_reports_open_idx" ON "not_let_in_reports" USING btree ("respond_by") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "not_let_in_reports_status_created_idx" ON "not_let_in_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "not_let_in_reports_user_idx" ON "not_let_in_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_delete_at_idx" ON "users" USING btree ("delete_at") WHERE delete_at is not null and deleted_at is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_check_in_method_check" CHECK ("bookings"."check_in_method" in ('otp', 'pass'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_phone_check" CHECK ("users"."email" is not null or "users"."phone" is not null or "users"."deleted_at" is not null);