-- Maintenance due (issue 47, docs/decisions/051). An aircraft's airframe hours are entered once, as of a
-- date, and moved on by the flown hours recorded on its days after that date; nothing copies them, so a
-- flown figure corrected later corrects the hours too. A correction replaces the row and is recorded in
-- history with who and why.
CREATE TABLE "aircraft_hours" (
  "aircraft_id" integer PRIMARY KEY REFERENCES "aircraft"("id") ON DELETE CASCADE,
  "hours" numeric(10, 2) NOT NULL CHECK ("hours" >= 0),
  "as_of" date NOT NULL
);
--> statement-breakpoint
-- What a type's aircraft must have done, and how often: every so many hours, every so many months, or
-- both (whichever comes first). The margins say when it shows amber; the overrun is what the rule
-- allows past the due hours (10 h for the 100-hour inspection, 14 CFR 91.409(b)).
CREATE TABLE "maintenance_templates" (
  "id" serial PRIMARY KEY,
  "aircraft_type_id" integer NOT NULL REFERENCES "aircraft_type"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "interval_hours" numeric(8, 2) CHECK ("interval_hours" > 0),
  "interval_months" integer CHECK ("interval_months" > 0),
  "warning_hours" numeric(8, 2) NOT NULL DEFAULT '10' CHECK ("warning_hours" >= 0),
  "warning_days" integer NOT NULL DEFAULT 14 CHECK ("warning_days" >= 0),
  "overrun_hours" numeric(8, 2) NOT NULL DEFAULT '0' CHECK ("overrun_hours" >= 0),
  CHECK ("interval_hours" IS NOT NULL OR "interval_months" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_templates_name_unique" ON "maintenance_templates" ("aircraft_type_id", lower("name"));
--> statement-breakpoint
-- An aircraft's items: a template's figures copied when the item is made (a later change to the
-- template is not a change to an aircraft's records), and its next due point: the due hours with an
-- hours interval, the due date with a months one.
CREATE TABLE "maintenance_items" (
  "id" serial PRIMARY KEY,
  "aircraft_id" integer NOT NULL REFERENCES "aircraft"("id") ON DELETE CASCADE,
  "template_id" integer REFERENCES "maintenance_templates"("id") ON DELETE SET NULL,
  "name" text NOT NULL,
  "interval_hours" numeric(8, 2) CHECK ("interval_hours" > 0),
  "interval_months" integer CHECK ("interval_months" > 0),
  "warning_hours" numeric(8, 2) NOT NULL DEFAULT '10' CHECK ("warning_hours" >= 0),
  "warning_days" integer NOT NULL DEFAULT 14 CHECK ("warning_days" >= 0),
  "overrun_hours" numeric(8, 2) NOT NULL DEFAULT '0' CHECK ("overrun_hours" >= 0),
  "due_hours" numeric(10, 2) CHECK ("due_hours" >= 0),
  "due_date" date,
  CHECK ("interval_hours" IS NOT NULL OR "interval_months" IS NOT NULL),
  CHECK ("interval_hours" IS NULL OR "due_hours" IS NOT NULL),
  CHECK ("interval_months" IS NULL OR "due_date" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_items_name_unique" ON "maintenance_items" ("aircraft_id", lower("name"));
--> statement-breakpoint
CREATE INDEX "maintenance_items_template_idx" ON "maintenance_items" ("template_id");
--> statement-breakpoint
-- Each time an item was done: when and at what hours, the due point it closed and the one it set.
CREATE TABLE "maintenance_completions" (
  "id" serial PRIMARY KEY,
  "item_id" integer NOT NULL REFERENCES "maintenance_items"("id") ON DELETE CASCADE,
  "done_hours" numeric(10, 2) NOT NULL CHECK ("done_hours" >= 0),
  "done_date" date NOT NULL,
  "due_hours" numeric(10, 2),
  "due_date" date,
  "next_due_hours" numeric(10, 2),
  "next_due_date" date
);
--> statement-breakpoint
CREATE INDEX "maintenance_completions_item_idx" ON "maintenance_completions" ("item_id", "done_date");
--> statement-breakpoint
-- Each table changes what a screen shows (Settings, the Fleet tab), so it moves the read cache's counter
-- and notifies the live streams like the other live-refresh tables (migrations 0010, 0070).
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft_hours" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "maintenance_templates" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "maintenance_items" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "maintenance_completions" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
ALTER TABLE "history" DROP CONSTRAINT "history_entity_check";
--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_entity_check" CHECK ("entity" IN ('booking', 'customer', 'location', 'aircraft type', 'aircraft', 'status', 'user', 'import', 'fleet settings', 'calendar feed', 'history', 'maintenance template', 'maintenance item'));
