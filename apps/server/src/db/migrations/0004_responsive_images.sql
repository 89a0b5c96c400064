-- Narrower WebP copies of each upload (docs/decisions/012-responsive-images.md). Older rows keep
-- null and '{}': their single file is all there is.
ALTER TABLE "gym_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "gym_images" ADD COLUMN "variant_widths" integer[] DEFAULT '{}'::integer[] NOT NULL;