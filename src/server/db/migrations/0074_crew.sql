-- Crew members (issue 46, docs/decisions/054): who flies, in which seat, rated on which aircraft types.
-- A member who leaves is made inactive, not deleted, so the legs they flew keep naming them. A member may
-- be one user account (a pilot who signs in sees their own flights); an account is at most one member.
-- "version" moves on every change, so an edit made on what another desk has since changed is refused.
CREATE TABLE "crew_members" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('captain', 'first officer', 'other')),
  "duty" text NOT NULL DEFAULT '',
  "base_id" integer REFERENCES "scheduler_location"("id") ON DELETE SET NULL,
  "phone" text NOT NULL DEFAULT '',
  "active" boolean NOT NULL DEFAULT true,
  "user_id" integer UNIQUE REFERENCES "users"("id") ON DELETE SET NULL,
  "version" integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crew_members_name_unique" ON "crew_members" (lower("name"));
--> statement-breakpoint
-- The aircraft types a member is rated on: only they are offered for a leg of that type.
CREATE TABLE "crew_ratings" (
  "crew_member_id" integer NOT NULL REFERENCES "crew_members"("id") ON DELETE CASCADE,
  "aircraft_type_id" integer NOT NULL REFERENCES "aircraft_type"("id") ON DELETE CASCADE,
  PRIMARY KEY ("crew_member_id", "aircraft_type_id")
);
--> statement-breakpoint
CREATE INDEX "crew_ratings_type_idx" ON "crew_ratings" ("aircraft_type_id");
--> statement-breakpoint
-- Settings and the crew pickers show them: they move the read cache's counter and notify the live
-- streams like the other live-refresh tables (migrations 0010, 0070).
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crew_members" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crew_ratings" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
ALTER TABLE "history" DROP CONSTRAINT "history_entity_check";
--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_entity_check" CHECK ("entity" IN ('booking', 'customer', 'location', 'aircraft type', 'aircraft', 'status', 'user', 'import', 'fleet settings', 'calendar feed', 'history', 'maintenance template', 'maintenance item', 'crew member'));
