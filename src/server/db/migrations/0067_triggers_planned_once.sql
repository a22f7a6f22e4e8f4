-- Triggers planned once (docs/decisions/037). The triggers that move the counters and a booking's
-- version reached their tables through `EXECUTE format('... %I ...', TG_TABLE_SCHEMA)`, so that a
-- session on another search_path (a test writing a test schema's tables by name) still found them; but
-- a statement run by EXECUTE is planned on every call, and an inline edit ran three. Now each function
-- keeps the search_path it was created with (the schema the migrations ran in, the one its tables are
-- in), so its statements can name the tables plainly and PL/pgSQL keeps their plans for the
-- connection's life, whatever the writing session's own search_path.
CREATE OR REPLACE FUNCTION live_refresh_notify() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE data_version SET version = version + 1 RETURNING version INTO changed;
  PERFORM pg_notify(TG_TABLE_NAME, TG_TABLE_SCHEMA || ' ' || changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION conflicts_moved() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE data_version SET conflicts_version = conflicts_version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_days_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF current_setting('scheduler.days_of_new_bookings', true) = 'on' THEN
      RETURN NULL;
    END IF;
    UPDATE scheduler_bookings SET version = version + 1 WHERE id IN (SELECT "bookingId" FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE scheduler_bookings SET version = version + 1 WHERE id IN (SELECT "bookingId" FROM gone);
  ELSE
    UPDATE scheduler_bookings SET version = version + 1 WHERE id IN (
      SELECT n."bookingId" FROM after_rows n JOIN before_rows o ON o.id = n.id
      WHERE to_jsonb(n) - 'revision' - 'modified_at' IS DISTINCT FROM to_jsonb(o) - 'revision' - 'modified_at');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_revised() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF (OLD."customerId", OLD."aircraftTypeId", OLD."departureId", OLD."allocatedAircraftId")
     IS DISTINCT FROM
     (NEW."customerId", NEW."aircraftTypeId", NEW."departureId", NEW."allocatedAircraftId") THEN
    UPDATE scheduler_booking_daily_details SET revision = revision + 1, modified_at = now() WHERE "bookingId" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;
