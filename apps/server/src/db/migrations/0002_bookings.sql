CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"gym_owner_id" text NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"order_id" text,
	"payment_id" text,
	"otp" integer,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('held', 'confirmed', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "bookings_amount_positive" CHECK ("bookings"."amount_paise" > 0),
	CONSTRAINT "bookings_otp_range" CHECK ("bookings"."otp" between 100000 and 999999),
	CONSTRAINT "bookings_held_has_expiry" CHECK ("bookings"."status" <> 'held' or "bookings"."hold_expires_at" is not null),
	CONSTRAINT "bookings_confirmed_is_paid" CHECK ("bookings"."status" <> 'confirmed' or ("bookings"."payment_id" is not null and "bookings"."otp" is not null and "bookings"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"refund_id" text,
	"refund_attempted_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('authorized', 'captured', 'failed', 'refund_pending', 'refunded')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('razorpay', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt" text NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('captured', 'failed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gym_owner_id_users_id_fk" FOREIGN KEY ("gym_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order_id_unique" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_id_unique" ON "bookings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_live_idx" ON "bookings" USING btree ("gym_id","date","time_slot") WHERE status in ('held', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_slot_live_unique" ON "bookings" USING btree ("user_id","gym_id","date","time_slot") WHERE status in ('held', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_owner_open_otp_unique" ON "bookings" USING btree ("gym_owner_id","otp") WHERE status = 'confirmed' and not is_verified;--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_gym_created_idx" ON "bookings" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_refund_pending_idx" ON "payments" USING btree ("refund_attempted_at") WHERE status = 'refund_pending';--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");