-- Settings and history (issue 12, docs/decisions/016).
-- Users: the right to manage users (admin has it from the first start), disabling instead of removing
-- (a disabled user's name stays on the history), and the last sign-in the Settings page lists.
ALTER TABLE "users" ADD COLUMN "can_manage_users" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamptz;
--> statement-breakpoint
UPDATE "users" SET "can_manage_users" = true WHERE lower("username") = 'admin';
--> statement-breakpoint
-- One row per change, written by the service that makes the change, in its transaction. The user is
-- copied (id, username and name at the time) rather than referenced, so removing a user keeps their
-- records and a rename does not rewrite the past. `snapshot` holds a deleted booking's rows for restore.
CREATE TABLE "history" (
  "id" bigserial PRIMARY KEY,
  "at" timestamptz NOT NULL DEFAULT now(),
  "user_id" integer,
  "username" text NOT NULL,
  "user_name" text NOT NULL,
  "entity" text NOT NULL CHECK ("entity" IN ('booking', 'customer', 'location', 'aircraft type', 'aircraft', 'status', 'user', 'import', 'fleet settings')),
  "entity_id" integer,
  "label" text NOT NULL,
  "action" text NOT NULL CHECK ("action" IN ('created', 'changed', 'deleted', 'merged', 'imported', 'restored')),
  "changes" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "details" jsonb,
  "snapshot" jsonb
);
--> statement-breakpoint
CREATE INDEX "history_entity_idx" ON "history" ("entity", "entity_id", "id");
--> statement-breakpoint
CREATE INDEX "history_user_idx" ON "history" ("user_id", "id");
--> statement-breakpoint
CREATE INDEX "history_at_idx" ON "history" ("at");
--> statement-breakpoint
-- Append-only: the application's role may insert, never rewrite or remove what happened.
CREATE OR REPLACE FUNCTION history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER history_append_only BEFORE UPDATE OR DELETE ON "history" FOR EACH ROW EXECUTE FUNCTION history_is_append_only();
--> statement-breakpoint
CREATE TRIGGER history_no_truncate BEFORE TRUNCATE ON "history" FOR EACH STATEMENT EXECUTE FUNCTION history_is_append_only();
