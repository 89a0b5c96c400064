-- §8.4: people waiting for a place in a full slot. A freed place becomes a held booking for the first
-- in line (booking_id), under the slot's advisory lock, so each place is offered once across processes.
CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"booking_id" text,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'expired')),
	CONSTRAINT "waitlist_offer_has_booking" CHECK ("waitlist_entries"."status" = 'waiting' or "waitlist_entries"."status" = 'expired' or "waitlist_entries"."booking_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_user_slot_unique" ON "waitlist_entries" USING btree ("user_id","gym_id","date","time_slot") WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_slot_line_idx" ON "waitlist_entries" USING btree ("gym_id","date","time_slot","created_at","id") WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_user_idx" ON "waitlist_entries" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_open_idx" ON "waitlist_entries" USING btree ("status","starts_at") WHERE status in ('waiting', 'offered');