-- Counters moved at commit (docs/decisions/046). The change counters live in one row of data_version,
-- and every write's statement triggers moved them in the writing statement, so a write held that row
-- locked until it committed: on PostgreSQL a long import held it for its whole run, and every other
-- write and sign-in waited behind it. Now a statement trigger only notes, once per table and
-- transaction, that a counter must move (a row in counter_moves); a deferred constraint trigger on that
-- row moves the counter and sends the live-refresh notification when the transaction commits, so the
-- row is locked only for the moment of a commit. The counter still moves in the writing transaction,
-- so it is committed with the data it counts, as the read cache needs (docs/decisions/012).
CREATE TABLE "counter_moves" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "counter" text NOT NULL,
  "channel" text NOT NULL,
  "schema_name" text NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION counter_moves_commit() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  changed bigint;
BEGIN
  IF NEW.counter = 'data' THEN
    UPDATE data_version SET version = version + 1 RETURNING version INTO changed;
    PERFORM pg_notify(NEW.channel, NEW.schema_name || ' ' || changed);
  ELSE
    UPDATE data_version SET conflicts_version = conflicts_version + 1;
  END IF;
  DELETE FROM counter_moves WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER counter_moves_commit AFTER INSERT ON "counter_moves" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION counter_moves_commit();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_refresh_notify() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  noted text := 'scheduler.data_moved_' || TG_TABLE_NAME;
BEGIN
  -- Once per table and transaction: the setting is the transaction's own (and a savepoint's, undone with it).
  IF coalesce(current_setting(noted, true), '') <> 'on' THEN
    PERFORM set_config(noted, 'on', true);
    INSERT INTO counter_moves ("counter", "channel", "schema_name") VALUES ('data', TG_TABLE_NAME, TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION conflicts_moved() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF coalesce(current_setting('scheduler.conflicts_moved', true), '') <> 'on' THEN
    PERFORM set_config('scheduler.conflicts_moved', 'on', true);
    INSERT INTO counter_moves ("counter", "channel", "schema_name") VALUES ('conflicts', '', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END;
$$;
