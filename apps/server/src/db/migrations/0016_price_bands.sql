-- §8.7: off-peak price bands: whole IST hours [start_hour, end_hour) of one weekday cost their own price, in paise.
CREATE TABLE "price_bands" (
	"id" text PRIMARY KEY NOT NULL,
	"gym_id" text NOT NULL,
	"day_of_week" text NOT NULL,
	"start_hour" integer NOT NULL,
	"end_hour" integer NOT NULL,
	"price_per_hour_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_bands_day_check" CHECK ("price_bands"."day_of_week" in ('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday')),
	CONSTRAINT "price_bands_hours_check" CHECK ("price_bands"."start_hour" >= 0 and "price_bands"."start_hour" < "price_bands"."end_hour" and "price_bands"."end_hour" <= 24),
	CONSTRAINT "price_bands_price_positive" CHECK ("price_bands"."price_per_hour_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_bands" ADD CONSTRAINT "price_bands_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_bands_gym_day_start_unique" ON "price_bands" USING btree ("gym_id","day_of_week","start_hour");