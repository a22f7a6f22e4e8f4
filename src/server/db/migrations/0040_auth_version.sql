-- Sessions checked from memory (docs/decisions/019): a second counter beside the read cache's, moved
-- on in the writing transaction by anything that can end a session or change what it may do (a
-- session deleted: sign-out, expiry, password reset, disabling; a user's name or rights changed). An
-- instance trusts a session it checked earlier only while this counter is unchanged, so a sign-out or
-- a disable acknowledged by any instance ends that session on every instance at once.
ALTER TABLE "data_version" ADD COLUMN "auth_version" bigint NOT NULL DEFAULT 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The counter beside the changed table, whatever the writing session's search_path.
  EXECUTE format('UPDATE %I.data_version SET auth_version = auth_version + 1', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The sweep of expired sessions at each sign-in usually deletes nothing: that changes nothing.
  IF EXISTS (SELECT 1 FROM gone) THEN
    EXECUTE format('UPDATE %I.data_version SET auth_version = auth_version + 1', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sessions_deleted();
--> statement-breakpoint
-- Not last_sign_in_at or password_hash: a sign-in changes them, and ends no other session (a password
-- reset deletes the user's sessions, which the trigger above sees).
CREATE TRIGGER auth_changed AFTER UPDATE OF "username", "name", "can_edit", "can_manage_users", "disabled_at" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER auth_changed_on_delete AFTER DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
