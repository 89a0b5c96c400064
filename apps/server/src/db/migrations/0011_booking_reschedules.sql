-- §8.4a: a paid booking can move to another slot. Each move bumps reschedule_count, which is also
-- the booking's calendar event SEQUENCE, so the updated .ics replaces the one sent before.
ALTER TABLE "bookings" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;
