-- Counters in memory on PGlite (docs/decisions/012): every move of a change counter (data, auth or
-- marks) notifies `data_version` when its transaction commits, so the one process on a PGlite data
-- directory knows its counters without asking the database on every request.
CREATE OR REPLACE FUNCTION data_version_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_version', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER data_version_moved AFTER UPDATE ON "data_version" FOR EACH STATEMENT EXECUTE FUNCTION data_version_moved();
