-- Crew on legs, their unavailability, and the flight and duty rule set in use (issue 46 items 2-5,
-- docs/decisions/055). A leg's crew are columns of the leg, so every path that writes legs (create,
-- range moves, restores, the legs editor) carries them by copying the leg, and the day's JSON of its
-- legs (migration 0071) carries them to the month read without a query per day. A member appears on a
-- leg once: in one seat.
ALTER TABLE "scheduler_booking_legs"
  ADD COLUMN "captain_id" integer REFERENCES "crew_members"("id"),
  ADD COLUMN "first_officer_id" integer REFERENCES "crew_members"("id"),
  ADD COLUMN "other_crew_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
  ADD CONSTRAINT "booking_legs_crew_once" CHECK ("captain_id" <> "first_officer_id"
    AND NOT ("captain_id" = ANY ("other_crew_ids")) AND NOT ("first_officer_id" = ANY ("other_crew_ids")));
--> statement-breakpoint
CREATE INDEX "booking_legs_captain_idx" ON "scheduler_booking_legs" USING btree ("captain_id");
--> statement-breakpoint
CREATE INDEX "booking_legs_first_officer_idx" ON "scheduler_booking_legs" USING btree ("first_officer_id");
--> statement-breakpoint
CREATE INDEX "booking_legs_other_crew_idx" ON "scheduler_booking_legs" USING gin ("other_crew_ids");
--> statement-breakpoint
-- Every stored leg has no crew yet: its JSON says so, written with the days' triggers off as in 0071, so
-- no day's revision or booking's version moves.
ALTER TABLE "scheduler_booking_daily_details" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "scheduler_booking_daily_details" d SET "legs" = (
  SELECT jsonb_agg(x.e || '{"crew": {"captainId": null, "firstOfficerId": null, "otherIds": []}}'::jsonb ORDER BY x.n)
  FROM jsonb_array_elements(d."legs") WITH ORDINALITY AS x(e, n));
--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ENABLE TRIGGER USER;
--> statement-breakpoint
-- 0071's functions with each leg's crew: named in the day's JSON (a restore's or a moved day's legs keep
-- theirs; a leg without is uncrewed), stored in the leg's columns, and read back into the JSON.
CREATE OR REPLACE FUNCTION day_legs_named() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF NEW."legs" IS NULL OR jsonb_array_length(NEW."legs") = 0 THEN
    NEW."legs" := jsonb_build_array(jsonb_build_object('departureTime', NEW."departureTime",
      'toId', NEW."destinationId", 'expectedHours', NEW."expectedAircraftHours"));
  END IF;
  NEW."legs" := (SELECT jsonb_agg(jsonb_build_object(
      'id', coalesce((e ->> 'id')::int, nextval(pg_get_serial_sequence('scheduler_booking_legs', 'id'))::int),
      'departureTime', e ->> 'departureTime',
      'fromId', coalesce((e ->> 'fromId')::int, CASE WHEN n = 1 THEN
        (SELECT b."departureId" FROM scheduler_bookings b WHERE b.id = NEW."bookingId") END),
      'toId', (e ->> 'toId')::int,
      'expectedHours', ((e ->> 'expectedHours')::numeric(8, 2))::text,
      'passengers', (e ->> 'passengers')::int,
      'positioning', coalesce((e ->> 'positioning')::boolean, false),
      'crew', jsonb_build_object('captainId', (e -> 'crew' ->> 'captainId')::int,
        'firstOfficerId', (e -> 'crew' ->> 'firstOfficerId')::int,
        'otherIds', coalesce(e -> 'crew' -> 'otherIds', '[]'::jsonb))) ORDER BY n)
    FROM jsonb_array_elements(NEW."legs") WITH ORDINALITY AS x(e, n));
  NEW."departureTime" := NEW."legs" -> 0 ->> 'departureTime';
  NEW."destinationId" := (NEW."legs" -> -1 ->> 'toId')::int;
  NEW."expectedAircraftHours" := (SELECT sum((e ->> 'expectedHours')::numeric) FROM jsonb_array_elements(NEW."legs") e);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION day_legs_stored() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO scheduler_booking_legs (id, day_id, position, departure_time, from_id, to_id, expected_hours,
    passengers, positioning, captain_id, first_officer_id, other_crew_ids)
  SELECT (e.leg ->> 'id')::int, a.id, e.n - 1, e.leg ->> 'departureTime',
    coalesce((e.leg ->> 'fromId')::int, (SELECT b."departureId" FROM scheduler_bookings b WHERE b.id = a."bookingId")),
    (e.leg ->> 'toId')::int,
    (e.leg ->> 'expectedHours')::numeric, (e.leg ->> 'passengers')::int, coalesce((e.leg ->> 'positioning')::boolean, false),
    (e.leg -> 'crew' ->> 'captainId')::int, (e.leg -> 'crew' ->> 'firstOfficerId')::int,
    ARRAY(SELECT o.id::int FROM jsonb_array_elements_text(e.leg -> 'crew' -> 'otherIds') WITH ORDINALITY AS o(id, n) ORDER BY o.n)
  FROM added a CROSS JOIN LATERAL jsonb_array_elements(a."legs") WITH ORDINALITY AS e(leg, n);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION day_from_legs() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed_legs) THEN
    RETURN NULL;
  END IF;
  WITH summed AS (
    SELECT l.day_id,
      (array_agg(l.departure_time ORDER BY l.position, l.id))[1] AS departure_time,
      (array_agg(l.to_id ORDER BY l.position DESC, l.id DESC))[1] AS to_id,
      sum(l.expected_hours) AS hours,
      jsonb_agg(jsonb_build_object(
        'id', l.id, 'departureTime', l.departure_time, 'fromId', l.from_id, 'toId', l.to_id,
        'expectedHours', l.expected_hours::text, 'passengers', l.passengers, 'positioning', l.positioning,
        'crew', jsonb_build_object('captainId', l.captain_id, 'firstOfficerId', l.first_officer_id,
          'otherIds', to_jsonb(l.other_crew_ids)))
        ORDER BY l.position, l.id) AS legs
    FROM scheduler_booking_legs l WHERE l.day_id IN (SELECT day_id FROM changed_legs)
    GROUP BY l.day_id
  )
  UPDATE scheduler_booking_daily_details d
  SET "departureTime" = s.departure_time, "destinationId" = s.to_id, "expectedAircraftHours" = s.hours, "legs" = s.legs
  FROM summed s
  WHERE d.id = s.day_id
    AND (d."departureTime", d."destinationId", d."expectedAircraftHours", d."legs")
      IS DISTINCT FROM (s.departure_time, s.to_id, s.hours, s.legs);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Leave, sickness and training (issue 46 item 3), set like an aircraft's unavailability: by dates,
-- inclusive. A leg on one of those dates is a crew conflict.
CREATE TABLE "crew_unavailability" (
  "id" serial PRIMARY KEY NOT NULL,
  "crew_member_id" integer NOT NULL REFERENCES "crew_members"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('leave', 'sickness', 'training', 'other')),
  "start_date" date NOT NULL,
  "end_date" date NOT NULL,
  "reason" text DEFAULT '' NOT NULL,
  CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
CREATE INDEX "crew_unavailability_member_idx" ON "crew_unavailability" USING btree ("crew_member_id", "start_date");
--> statement-breakpoint
CREATE INDEX "crew_unavailability_dates_idx" ON "crew_unavailability" USING btree ("start_date", "end_date");
--> statement-breakpoint
-- The rule set the operator picked, their edits of its numbers ([{id, value}]), and the report and
-- post-flight times a duty period adds (docs/decisions/053). One row, like fleet_settings; none is the
-- defaults (US 14 CFR 135.267, 45 and 15 minutes).
CREATE TABLE "duty_rule_settings" (
  "id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
  "rule_set_id" text NOT NULL,
  "numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "report_minutes" integer NOT NULL,
  "post_flight_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crew_unavailability" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "duty_rule_settings" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
--> statement-breakpoint
-- Crew conflicts are read with the aircraft's (and kept by the same counter, migration 0066): a period
-- of unavailability, or a member's name in their sentences, moves it.
CREATE TRIGGER conflicts_moved AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crew_unavailability" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
CREATE TRIGGER conflicts_moved_on_update AFTER UPDATE OF "name", "role", "duty" ON "crew_members" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
ALTER TABLE "history" DROP CONSTRAINT "history_entity_check";
--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_entity_check" CHECK ("entity" IN ('booking', 'customer', 'location', 'aircraft type', 'aircraft', 'status', 'user', 'import', 'fleet settings', 'calendar feed', 'history', 'maintenance template', 'maintenance item', 'crew member', 'duty rules'));
