-- The read cache (docs/decisions/012): one counter that every change to the seven live-refresh tables
-- moves on, in the writing transaction, by the same statement-level trigger that notifies. An
-- instance serves a cached answer only while the counter is what it was when the answer was built, so
-- after a write commits (anywhere), no instance answers from before it. One row, not one per table:
-- two transactions taking per-table rows in opposite orders could deadlock.
CREATE TABLE "data_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
-- The notification now carries the counter after the change ("schema version"), so a browser whose
-- list was already read at that version (the writer's own refetch) need not read it again.
CREATE OR REPLACE FUNCTION live_refresh_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  -- The counter beside the changed table, whatever the writing session's search_path.
  EXECUTE format('UPDATE %I.data_version SET version = version + 1 RETURNING version', TG_TABLE_SCHEMA)
    INTO changed;
  PERFORM pg_notify(TG_TABLE_NAME, TG_TABLE_SCHEMA || ' ' || changed);
  RETURN NULL;
END;
$$;
