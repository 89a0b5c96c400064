-- §8.6: mails go out in the language the person used. A booking and a waitlist entry remember the
-- language they were made in, for the mails sent later (payment by webhook, reminder, offer, rating).
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_check" CHECK ("bookings"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_language_check" CHECK ("waitlist_entries"."language" in ('en', 'hi'));