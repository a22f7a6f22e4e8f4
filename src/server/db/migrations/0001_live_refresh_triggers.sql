-- Live refresh (spec §4): a change to any of the seven tables the browser shows sends pg_notify on a
-- channel named after the table. The payload is the table's schema: channels are global to the
-- database, so an instance (or a test running in a schema of its own) ignores other schemas' changes.
-- Statement-level triggers send one notification per statement, however many rows it touches, and
-- PostgreSQL folds identical notifications of one transaction into one, so a bulk import costs one
-- event per table. Notifications are delivered at commit; a rolled-back change sends nothing.
CREATE OR REPLACE FUNCTION live_refresh_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_TABLE_NAME, TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheduler_bookings" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheduler_booking_daily_details" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheduler_customer" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheduler_location" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft_type" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheduler_booking_status" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
