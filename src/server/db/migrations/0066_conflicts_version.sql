-- Conflicts kept between inline edits (docs/decisions/037, "Conflicts kept"): a counter that moves on
-- with every change a booking's conflicts can depend on, and with nothing else. An edit of a day's
-- remarks, destination or actual hours leaves it where it was, so such an edit may answer the
-- conflicts its booking had at that counter without reading them again. What the conflicts are read
-- from (flight_window_facts, migration 0063): the booking-days (their dates, departure times, expected
-- hours, statuses), the bookings (dates, type, aircraft, customer), the customers' names, the aircraft,
-- their types, the statuses (which occupy an aircraft), unavailability and the turnaround gap.
ALTER TABLE "data_version" ADD COLUMN "conflicts_version" bigint DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION conflicts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The counter beside the changed table, whatever the writing session's search_path.
  EXECUTE format('UPDATE %I.data_version SET conflicts_version = conflicts_version + 1', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER conflicts_moved AFTER INSERT OR DELETE OR TRUNCATE ON "scheduler_booking_daily_details" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved_on_update AFTER UPDATE OF "bookingId", "date", "departureTime", "expectedAircraftHours", "booking_status_ID" ON "scheduler_booking_daily_details" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved AFTER INSERT OR DELETE OR TRUNCATE ON "scheduler_bookings" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved_on_update AFTER UPDATE OF "startDate", "endDate", "aircraftTypeId", "allocatedAircraftId", "customerId" ON "scheduler_bookings" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved AFTER DELETE OR TRUNCATE ON "scheduler_customer" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved_on_update AFTER UPDATE OF "name" ON "scheduler_customer" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft_type" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheduler_booking_status" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft_unavailability" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fleet_settings" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
