-- Fleet and conflicts (issue 11, docs/decisions/015). A status says whether a booking in it holds an
-- aircraft: on for every status but Cancelled, so a cancelled flight never clashes with anything.
ALTER TABLE "scheduler_booking_status" ADD COLUMN "occupies_aircraft" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
UPDATE "scheduler_booking_status" SET "occupies_aircraft" = false WHERE lower("statusText") = 'cancelled';
--> statement-breakpoint
-- A retired aircraft stays on its old bookings but is offered for no new one.
ALTER TABLE "aircraft" ADD COLUMN "retired" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Settings of the fleet: one row. The turnaround gap is added to every flight's window.
CREATE TABLE "fleet_settings" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "turnaround_minutes" integer NOT NULL DEFAULT 30 CHECK ("turnaround_minutes" BETWEEN 0 AND 720)
);
--> statement-breakpoint
INSERT INTO "fleet_settings" ("id") VALUES (true);
--> statement-breakpoint
-- Periods an aircraft cannot fly (maintenance, AOG), both dates inclusive.
CREATE TABLE "aircraft_unavailability" (
  "id" serial PRIMARY KEY,
  "aircraft_id" integer NOT NULL REFERENCES "aircraft"("id") ON DELETE CASCADE,
  "start_date" date NOT NULL,
  "end_date" date NOT NULL,
  "reason" text NOT NULL,
  CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
CREATE INDEX "aircraft_unavailability_dates_idx" ON "aircraft_unavailability" ("start_date", "end_date");
--> statement-breakpoint
CREATE INDEX "aircraft_unavailability_aircraft_idx" ON "aircraft_unavailability" ("aircraft_id");
--> statement-breakpoint
-- Both tables change what a screen shows (conflicts, the Fleet tab), so they notify and move the read
-- cache's counter like the other live-refresh tables (migrations 0001 and 0007).
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft_unavailability" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fleet_settings" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
