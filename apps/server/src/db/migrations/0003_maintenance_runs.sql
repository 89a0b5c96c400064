CREATE TABLE "maintenance_runs" (
	"tick_started_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
