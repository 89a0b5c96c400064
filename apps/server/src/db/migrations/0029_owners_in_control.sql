CREATE TABLE "gym_closures" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"date" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_closures_minutes_check" CHECK ("gym_closures"."start_minute" >= 0 and "gym_closures"."start_minute" < "gym_closures"."end_minute" and "gym_closures"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "gym_staff" (
	"gym_id" text NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_staff_gym_id_user_id_pk" PRIMARY KEY("gym_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "places_per_slot" integer;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "booking_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "min_notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_closures" ADD CONSTRAINT "gym_closures_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_closures" ADD CONSTRAINT "gym_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_staff" ADD CONSTRAINT "gym_staff_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_staff" ADD CONSTRAINT "gym_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_staff" ADD CONSTRAINT "gym_staff_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_closures_gym_date_idx" ON "gym_closures" USING btree ("gym_id","date");--> statement-breakpoint
CREATE INDEX "gym_staff_user_idx" ON "gym_staff" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_places_per_slot_positive" CHECK ("gyms"."places_per_slot" is null or "gyms"."places_per_slot" > 0);--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_booking_window_days_range" CHECK ("gyms"."booking_window_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_min_notice_minutes_range" CHECK ("gyms"."min_notice_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'gym_owner', 'gym_staff', 'admin'));--> statement-breakpoint
-- A closure takes slots out of a gym's public opening hours (modules/availability keeps those per
-- catalogue version of the gym), so a change to the gym's closures is a catalogue change of that gym.
create or replace trigger gym_closures_insert_catalogue after insert on gym_closures
  referencing new table as new_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger gym_closures_update_catalogue after update on gym_closures
  referencing old table as old_rows new table as new_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger gym_closures_delete_catalogue after delete on gym_closures
  referencing old table as old_rows for each statement execute function record_catalogue_changes('gym_id');
--> statement-breakpoint
create or replace trigger gym_closures_truncate_catalogue after truncate on gym_closures
  for each statement execute function record_catalogue_truncate();
