-- §8.7: each Razorpay order's Route transfer to the gym (its share less the platform fee), held until check-in.
CREATE TABLE "payouts" (
	"order_id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"payout_paise" integer NOT NULL,
	"payment_id" text,
	"transfer_id" text,
	"status" text NOT NULL,
	"release_attempted_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'held', 'released', 'reversed', 'failed')),
	CONSTRAINT "payouts_amounts_check" CHECK ("payouts"."payout_paise" > 0 and "payouts"."payout_paise" <= "payouts"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_gym_held_idx" ON "payouts" USING btree ("gym_id","held_at");--> statement-breakpoint
CREATE INDEX "payouts_booking_idx" ON "payouts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_payment_idx" ON "payouts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_transfer_unique" ON "payouts" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "payouts_release_due_idx" ON "payouts" USING btree ("release_attempted_at") WHERE status = 'held';