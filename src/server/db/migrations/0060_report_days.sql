-- The Reports page's copy of every booking-day (issue 30, docs/decisions/035): the day's date, hours and
-- status beside its booking's customer, type and aircraft, hours in hundredths. Reports read a period's
-- rows from here alone, without joining each day to its booking, and sum integers rather than decimals.
-- Kept by the triggers below in the same statement as every write to the days or their bookings (the
-- CSV import, merges and the benches' SQL fills included); a deleted day or booking takes its row with it
-- through the foreign key.
CREATE TABLE "report_days" (
	"day_id" integer PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"aircraft_type_id" integer NOT NULL,
	"aircraft_id" integer,
	"status_id" integer,
	"planned" integer NOT NULL,
	"flown" integer,
	CONSTRAINT "report_days_day_id_scheduler_booking_daily_details_id_fk" FOREIGN KEY ("day_id")
		REFERENCES "scheduler_booking_daily_details" ("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "report_days_booking_idx" ON "report_days" ("booking_id");
--> statement-breakpoint
CREATE INDEX "report_days_date_idx" ON "report_days" ("date");
--> statement-breakpoint
-- Statement triggers with transition tables: a 40,000-row import or a benchmark's 600,000-row fill is
-- one insert here, not one per day.
CREATE FUNCTION report_days_from_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days (day_id, booking_id, date, customer_id, aircraft_type_id, aircraft_id, status_id, planned, flown)
  SELECT d.id, d."bookingId", d.date, b."customerId", b."aircraftTypeId", b."allocatedAircraftId", d."booking_status_ID",
         (d."expectedAircraftHours" * 100)::int, (d."actualHours" * 100)::int
  FROM changed_days d JOIN scheduler_bookings b ON b.id = d."bookingId"
  ON CONFLICT (day_id) DO UPDATE SET
    booking_id = excluded.booking_id, date = excluded.date, customer_id = excluded.customer_id, aircraft_type_id = excluded.aircraft_type_id,
    aircraft_id = excluded.aircraft_id, status_id = excluded.status_id,
    planned = excluded.planned, flown = excluded.flown;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "report_days_on_day_insert" AFTER INSERT ON "scheduler_booking_daily_details"
	REFERENCING NEW TABLE AS changed_days FOR EACH STATEMENT EXECUTE FUNCTION report_days_from_days();
--> statement-breakpoint
CREATE TRIGGER "report_days_on_day_update" AFTER UPDATE ON "scheduler_booking_daily_details"
	REFERENCING NEW TABLE AS changed_days FOR EACH STATEMENT EXECUTE FUNCTION report_days_from_days();
--> statement-breakpoint
CREATE FUNCTION report_days_from_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_days r
  SET customer_id = b."customerId", aircraft_type_id = b."aircraftTypeId", aircraft_id = b."allocatedAircraftId"
  FROM changed_bookings b
  WHERE r.booking_id = b.id
    AND (r.customer_id, r.aircraft_type_id, r.aircraft_id)
      IS DISTINCT FROM (b."customerId", b."aircraftTypeId", b."allocatedAircraftId");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "report_days_on_booking_update" AFTER UPDATE ON "scheduler_bookings"
	REFERENCING NEW TABLE AS changed_bookings FOR EACH STATEMENT EXECUTE FUNCTION report_days_from_bookings();
--> statement-breakpoint
INSERT INTO report_days (day_id, booking_id, date, customer_id, aircraft_type_id, aircraft_id, status_id, planned, flown)
SELECT d.id, d."bookingId", d.date, b."customerId", b."aircraftTypeId", b."allocatedAircraftId", d."booking_status_ID",
       (d."expectedAircraftHours" * 100)::int, (d."actualHours" * 100)::int
FROM scheduler_booking_daily_details d JOIN scheduler_bookings b ON b.id = d."bookingId";
