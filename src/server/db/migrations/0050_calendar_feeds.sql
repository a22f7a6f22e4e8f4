-- Calendar feeds and the operator's time zone (docs/decisions/030).
-- The zone departure times are read in; NULL means the server's own (TZ, else the system zone).
ALTER TABLE "fleet_settings" ADD COLUMN "time_zone" text;
--> statement-breakpoint
-- A feed's address holds a token; only its SHA-256 is kept, as for sessions. The scope's row is not a
-- foreign key: deleting or merging a customer or aircraft leaves a feed that lists nothing rather
-- than failing the delete or dropping the feed unseen.
CREATE TABLE "calendar_feeds" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL,
  "token_hash" text NOT NULL,
  "scope" text NOT NULL CHECK ("scope" IN ('all', 'aircraft', 'customer', 'aircraft type')),
  "scope_id" integer,
  "include_cancelled" boolean NOT NULL DEFAULT true,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "created_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" ("token_hash");
--> statement-breakpoint
-- Making and revoking a feed is recorded in history like any other write.
ALTER TABLE "history" DROP CONSTRAINT "history_entity_check";
--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_entity_check" CHECK ("entity" IN ('booking', 'customer', 'location', 'aircraft type', 'aircraft', 'status', 'user', 'import', 'fleet settings', 'calendar feed'));
--> statement-breakpoint
-- A booking-day's revision for the feeds' SEQUENCE and LAST-MODIFIED: moved by any change to the day
-- or to its booking, whichever code path writes it.
ALTER TABLE "scheduler_booking_daily_details" ADD COLUMN "revision" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ADD COLUMN "modified_at" timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_detail_revised() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."expectedAircraftHours", OLD."departureTime", OLD."remarks", OLD."destinationId", OLD."booking_status_ID", OLD."date", OLD."bookingId")
     IS DISTINCT FROM
     (NEW."expectedAircraftHours", NEW."departureTime", NEW."remarks", NEW."destinationId", NEW."booking_status_ID", NEW."date", NEW."bookingId") THEN
    NEW."revision" := OLD."revision" + 1;
    NEW."modified_at" := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER daily_detail_revised BEFORE UPDATE ON "scheduler_booking_daily_details" FOR EACH ROW EXECUTE FUNCTION daily_detail_revised();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_revised() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."customerId", OLD."aircraftTypeId", OLD."departureId", OLD."allocatedAircraftId")
     IS DISTINCT FROM
     (NEW."customerId", NEW."aircraftTypeId", NEW."departureId", NEW."allocatedAircraftId") THEN
    -- The table beside the changed one, whatever the writing session's search_path.
    EXECUTE format('UPDATE %I.scheduler_booking_daily_details SET revision = revision + 1, modified_at = now() WHERE "bookingId" = $1', TG_TABLE_SCHEMA)
      USING NEW."id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_revised AFTER UPDATE ON "scheduler_bookings" FOR EACH ROW EXECUTE FUNCTION booking_revised();
