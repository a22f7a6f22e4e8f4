-- No silent overwrite (docs/decisions/028): every booking carries a version that any change to the
-- booking or to one of its days moves on, in the transaction of the change, by trigger, so no write
-- path (an edit, a restore, a merge of reference data, an import) can forget it. A write that sends the
-- version it saw is refused with 409 when the booking has moved on since.
ALTER TABLE "scheduler_bookings" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
-- An UPDATE that changes nothing (a save of the same value) leaves the version alone, as it leaves no
-- history record.
CREATE OR REPLACE FUNCTION booking_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_version BEFORE UPDATE ON "scheduler_bookings" FOR EACH ROW EXECUTE FUNCTION booking_version_bump();
--> statement-breakpoint
-- A day's change moves its booking's version on, once per statement and booking, however many days
-- the statement touched. The calendar feeds' revision and modified_at (0050) are bookkeeping that a
-- change of the booking itself moves: they are no change of the day, or that change would count twice. The UPDATE of the booking row above goes through booking_version_bump.
CREATE OR REPLACE FUNCTION booking_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('UPDATE %I.scheduler_bookings SET version = version + 1 WHERE id IN (SELECT "bookingId" FROM added)', TG_TABLE_SCHEMA);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE %I.scheduler_bookings SET version = version + 1 WHERE id IN (SELECT "bookingId" FROM gone)', TG_TABLE_SCHEMA);
  ELSE
    EXECUTE format('UPDATE %I.scheduler_bookings SET version = version + 1 WHERE id IN (SELECT n."bookingId" FROM after_rows n JOIN before_rows o ON o.id = n.id WHERE to_jsonb(n) - ''revision'' - ''modified_at'' IS DISTINCT FROM to_jsonb(o) - ''revision'' - ''modified_at'')', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_days_added AFTER INSERT ON "scheduler_booking_daily_details" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_days_changed();
--> statement-breakpoint
CREATE TRIGGER booking_days_removed AFTER DELETE ON "scheduler_booking_daily_details" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION booking_days_changed();
--> statement-breakpoint
CREATE TRIGGER booking_days_updated AFTER UPDATE ON "scheduler_booking_daily_details" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_days_changed();
