-- §8.8: each IST day's captured payments are checked against bookings and refunds once (decision 049).
CREATE TABLE "payment_audits" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"payments_checked" integer DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_mismatches" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"order_id" text NOT NULL,
	"booking_id" text,
	"amount_paise" integer NOT NULL,
	"provider_status" text NOT NULL,
	"ledger_status" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
