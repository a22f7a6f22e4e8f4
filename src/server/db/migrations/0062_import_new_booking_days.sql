-- A faster CSV import (docs/decisions/036): the days an import writes belong to bookings it created in
-- the same statement, so moving those bookings' version on (0051) only rewrote every new booking once
-- more, with its indexes and row triggers: about half of a 40,000-row import. The import says so for the
-- length of its statement with a transaction-local setting; every other insert of days, and every
-- update and delete, moves the version on as before.
CREATE OR REPLACE FUNCTION booking_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF current_setting('scheduler.days_of_new_bookings', true) = 'on' THEN
      RETURN NULL;
    END IF;
    EXECUTE format('UPDATE %I.scheduler_bookings SET version = version + 1 WHERE id IN (SELECT "bookingId" FROM added)', TG_TABLE_SCHEMA);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE %I.scheduler_bookings SET version = version + 1 WHERE id IN (SELECT "bookingId" FROM gone)', TG_TABLE_SCHEMA);
  ELSE
    EXECUTE format('UPDATE %I.scheduler_bookings SET version = version + 1 WHERE id IN (SELECT n."bookingId" FROM after_rows n JOIN before_rows o ON o.id = n.id WHERE to_jsonb(n) - ''revision'' - ''modified_at'' IS DISTINCT FROM to_jsonb(o) - ''revision'' - ''modified_at'')', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END;
$$;
