-- A day of several legs (docs/decisions/049). Each booking-day holds one or more legs in order; the day's
-- departure time, destination and expected hours stay as columns, kept by these triggers as its first
-- leg's time, its last leg's destination and the sum of its legs' hours, so every reader of a day (the
-- month read, reports, feeds, the conflicts' statement) keeps working, and a one-leg day is exactly the
-- day it was. The day also keeps its legs as JSON (`legs`), so the month read emits them without a
-- query per day, and a change to any leg changes the day: its revision, its booking's version, the
-- live-refresh and conflicts counters all move as for a change to the day itself.
-- The migration of stored days is set-based and builds the constraints and indexes after the rows (ten
-- years of days in seconds, not minutes: a foreign key checked row by row, or seven indexes written for
-- every day's new JSON, cost most of the time).
CREATE TABLE "scheduler_booking_legs" (
  "id" serial PRIMARY KEY NOT NULL,
  "day_id" integer NOT NULL,
  "position" integer NOT NULL,
  "departure_time" text NOT NULL,
  "from_id" integer NOT NULL,
  "to_id" integer NOT NULL,
  "expected_hours" numeric(8, 2) NOT NULL,
  "passengers" integer,
  "positioning" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- Every stored day becomes one leg: from its booking's departure to its destination, at its time, for
-- its hours. Each takes its day's id as its own, so the day's JSON below needs no look-up of it.
INSERT INTO "scheduler_booking_legs" ("id", "day_id", "position", "departure_time", "from_id", "to_id", "expected_hours")
SELECT d.id, d.id, 0, d."departureTime", b."departureId", d."destinationId", d."expectedAircraftHours"
FROM "scheduler_booking_daily_details" d JOIN "scheduler_bookings" b ON b.id = d."bookingId";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('scheduler_booking_legs', 'id'), coalesce(max(id), 0) + 1, false)
FROM "scheduler_booking_legs";
--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ADD COLUMN "legs" jsonb;
--> statement-breakpoint
-- Written with the days' triggers off: a day's JSON copy of its own leg is no change to it, and moving
-- every booking's version would refuse every edit open in a browser (and copying every day to the
-- Reports table again would cost most of the migration's time). The days' own indexes are built again
-- after it, rather than written to for every day.
ALTER TABLE "scheduler_booking_daily_details" DISABLE TRIGGER USER;
--> statement-breakpoint
DROP INDEX "daily_details_date_idx";
--> statement-breakpoint
DROP INDEX "daily_details_destination_idx";
--> statement-breakpoint
DROP INDEX "daily_details_status_idx";
--> statement-breakpoint
DROP INDEX "daily_details_remarks_words_idx";
--> statement-breakpoint
UPDATE "scheduler_booking_daily_details" d SET "legs" = jsonb_build_array(jsonb_build_object(
  'id', d.id, 'departureTime', d."departureTime", 'fromId', b."departureId", 'toId', d."destinationId",
  'expectedHours', d."expectedAircraftHours"::text, 'passengers', NULL, 'positioning', false))
FROM "scheduler_bookings" b WHERE b.id = d."bookingId";
--> statement-breakpoint
CREATE INDEX "daily_details_date_idx" ON "scheduler_booking_daily_details" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "daily_details_destination_idx" ON "scheduler_booking_daily_details" USING btree ("destinationId");
--> statement-breakpoint
CREATE INDEX "daily_details_status_idx" ON "scheduler_booking_daily_details" USING btree ("booking_status_ID");
--> statement-breakpoint
CREATE INDEX "daily_details_remarks_words_idx" ON "scheduler_booking_daily_details"
  USING gin (to_tsvector('simple', "remarks"));
--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "scheduler_booking_legs" ADD CONSTRAINT "scheduler_booking_legs_day_id_fkey" FOREIGN KEY ("day_id") REFERENCES "scheduler_booking_daily_details"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "scheduler_booking_legs" ADD CONSTRAINT "scheduler_booking_legs_from_id_fkey" FOREIGN KEY ("from_id") REFERENCES "scheduler_location"("id");
--> statement-breakpoint
ALTER TABLE "scheduler_booking_legs" ADD CONSTRAINT "scheduler_booking_legs_to_id_fkey" FOREIGN KEY ("to_id") REFERENCES "scheduler_location"("id");
--> statement-breakpoint
CREATE INDEX "booking_legs_day_idx" ON "scheduler_booking_legs" USING btree ("day_id", "position");
--> statement-breakpoint
CREATE INDEX "booking_legs_from_idx" ON "scheduler_booking_legs" USING btree ("from_id");
--> statement-breakpoint
CREATE INDEX "booking_legs_to_idx" ON "scheduler_booking_legs" USING btree ("to_id");
--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ALTER COLUMN "legs" SET DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ALTER COLUMN "legs" SET NOT NULL;
--> statement-breakpoint
-- A new day's legs, named in the day before it is stored (their ids drawn now), so the legs written
-- after it match the day and the day need not be written twice. A day stored without legs gets one,
-- from its booking's departure to its destination at its time for its hours; a day stored with legs
-- (restoring removed days, undoing a delete, an import that names its departure) keeps them, and its
-- time, destination and hours are theirs.
CREATE OR REPLACE FUNCTION day_legs_named() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF NEW."legs" IS NULL OR jsonb_array_length(NEW."legs") = 0 THEN
    NEW."legs" := jsonb_build_array(jsonb_build_object('departureTime', NEW."departureTime",
      'toId', NEW."destinationId", 'expectedHours', NEW."expectedAircraftHours"));
  END IF;
  -- The booking's departure is found by key when the first leg does not name it; a booking inserted by
  -- the same statement is not seen yet, and then the legs' own trigger below finds it.
  NEW."legs" := (SELECT jsonb_agg(jsonb_build_object(
      'id', coalesce((e ->> 'id')::int, nextval(pg_get_serial_sequence('scheduler_booking_legs', 'id'))::int),
      'departureTime', e ->> 'departureTime',
      'fromId', coalesce((e ->> 'fromId')::int, CASE WHEN n = 1 THEN
        (SELECT b."departureId" FROM scheduler_bookings b WHERE b.id = NEW."bookingId") END),
      'toId', (e ->> 'toId')::int,
      'expectedHours', ((e ->> 'expectedHours')::numeric(8, 2))::text,
      'passengers', (e ->> 'passengers')::int,
      'positioning', coalesce((e ->> 'positioning')::boolean, false)) ORDER BY n)
    FROM jsonb_array_elements(NEW."legs") WITH ORDINALITY AS x(e, n));
  NEW."departureTime" := NEW."legs" -> 0 ->> 'departureTime';
  NEW."destinationId" := (NEW."legs" -> -1 ->> 'toId')::int;
  NEW."expectedAircraftHours" := (SELECT sum((e ->> 'expectedHours')::numeric) FROM jsonb_array_elements(NEW."legs") e);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "day_legs_named" BEFORE INSERT ON "scheduler_booking_daily_details" FOR EACH ROW EXECUTE FUNCTION day_legs_named();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION day_legs_stored() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO scheduler_booking_legs (id, day_id, position, departure_time, from_id, to_id, expected_hours, passengers, positioning)
  SELECT (e.leg ->> 'id')::int, a.id, e.n - 1, e.leg ->> 'departureTime',
    coalesce((e.leg ->> 'fromId')::int, (SELECT b."departureId" FROM scheduler_bookings b WHERE b.id = a."bookingId")),
    (e.leg ->> 'toId')::int,
    (e.leg ->> 'expectedHours')::numeric, (e.leg ->> 'passengers')::int, coalesce((e.leg ->> 'positioning')::boolean, false)
  FROM added a CROSS JOIN LATERAL jsonb_array_elements(a."legs") WITH ORDINALITY AS e(leg, n);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "day_legs_stored" AFTER INSERT ON "scheduler_booking_daily_details" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION day_legs_stored();
--> statement-breakpoint
-- The day from its legs, after any change to them: a day's fields and its JSON are written only where
-- they differ, so a write that already matches (a new day's leg, a day field passed on to its one leg)
-- does not write the day again.
CREATE OR REPLACE FUNCTION day_from_legs() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- A statement trigger fires for a statement that changed no row too; one that writes nothing must not
  -- write the day, or the day's triggers and these would call each other for ever.
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
        'expectedHours', l.expected_hours::text, 'passengers', l.passengers, 'positioning', l.positioning)
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
CREATE TRIGGER "day_from_legs_inserted" AFTER INSERT ON "scheduler_booking_legs" REFERENCING NEW TABLE AS changed_legs FOR EACH STATEMENT EXECUTE FUNCTION day_from_legs();
--> statement-breakpoint
CREATE TRIGGER "day_from_legs_updated" AFTER UPDATE ON "scheduler_booking_legs" REFERENCING NEW TABLE AS changed_legs FOR EACH STATEMENT EXECUTE FUNCTION day_from_legs();
--> statement-breakpoint
CREATE TRIGGER "day_from_legs_deleted" AFTER DELETE ON "scheduler_booking_legs" REFERENCING OLD TABLE AS changed_legs FOR EACH STATEMENT EXECUTE FUNCTION day_from_legs();
--> statement-breakpoint
-- A day's departure time, destination or hours written as fields of the day (the inline edits, the Edit
-- dialog, an import, a merge of places) pass on to its legs: the time to its first leg, the destination
-- to its last, the hours to its one leg. A day of several legs has no one leg to take its hours: the
-- write is refused (a 409 that says so) rather than let the day and its legs disagree.
CREATE OR REPLACE FUNCTION legs_from_day() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  refused record;
BEGIN
  -- As in day_from_legs: nothing to pass on when the statement changed no day's time, place or hours.
  IF NOT EXISTS (SELECT 1 FROM after_rows n JOIN before_rows o ON o.id = n.id
      WHERE (n."departureTime", n."destinationId", n."expectedAircraftHours")
        IS DISTINCT FROM (o."departureTime", o."destinationId", o."expectedAircraftHours")) THEN
    RETURN NULL;
  END IF;
  SELECT n.date, c.legs INTO refused
  FROM after_rows n JOIN before_rows o ON o.id = n.id
  CROSS JOIN LATERAL (SELECT count(*) AS legs, sum(l.expected_hours) AS hours FROM scheduler_booking_legs l
    WHERE l.day_id = n.id) c
  WHERE n."expectedAircraftHours" IS DISTINCT FROM o."expectedAircraftHours"
    AND c.legs > 1 AND n."expectedAircraftHours" IS DISTINCT FROM c.hours
  LIMIT 1;
  IF FOUND THEN
    -- SQLSTATE L0001: a refusal worded for the user, answered as a 409 (src/server/errors.ts).
    RAISE EXCEPTION 'The day on % has % legs: its expected hours are the sum of its legs'' hours, so change a leg''s hours instead',
      to_char(refused.date, 'YYYY-MM-DD'), refused.legs USING ERRCODE = 'L0001';
  END IF;
  WITH moved AS (
    SELECT n.id, n."departureTime" AS departure_time, n."destinationId" AS to_id, n."expectedAircraftHours" AS hours,
      f.id AS first_id, t.id AS last_id, (f.id = t.id) AS one_leg
    FROM after_rows n JOIN before_rows o ON o.id = n.id
    CROSS JOIN LATERAL (SELECT l.id FROM scheduler_booking_legs l WHERE l.day_id = n.id
      ORDER BY l.position, l.id LIMIT 1) f
    CROSS JOIN LATERAL (SELECT l.id FROM scheduler_booking_legs l WHERE l.day_id = n.id
      ORDER BY l.position DESC, l.id DESC LIMIT 1) t
    WHERE (n."departureTime", n."destinationId", n."expectedAircraftHours")
      IS DISTINCT FROM (o."departureTime", o."destinationId", o."expectedAircraftHours")
  )
  UPDATE scheduler_booking_legs l SET
    departure_time = CASE WHEN l.id = m.first_id THEN m.departure_time ELSE l.departure_time END,
    to_id = CASE WHEN l.id = m.last_id THEN m.to_id ELSE l.to_id END,
    expected_hours = CASE WHEN m.one_leg THEN m.hours ELSE l.expected_hours END
  FROM moved m
  WHERE l.id IN (m.first_id, m.last_id)
    AND (l.id = m.first_id AND l.departure_time IS DISTINCT FROM m.departure_time
      OR l.id = m.last_id AND l.to_id IS DISTINCT FROM m.to_id
      OR m.one_leg AND l.expected_hours IS DISTINCT FROM m.hours);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "legs_from_day" AFTER UPDATE ON "scheduler_booking_daily_details" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION legs_from_day();
--> statement-breakpoint
-- A booking's departure is its days' first legs' "from" while they still leave from it.
CREATE OR REPLACE FUNCTION legs_from_departure() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF NEW."departureId" IS DISTINCT FROM OLD."departureId" THEN
    UPDATE scheduler_booking_legs l SET from_id = NEW."departureId"
    FROM scheduler_booking_daily_details d
    WHERE d."bookingId" = NEW.id AND l.day_id = d.id AND l.from_id = OLD."departureId"
      AND l.id = (SELECT f.id FROM scheduler_booking_legs f WHERE f.day_id = d.id ORDER BY f.position, f.id LIMIT 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "legs_from_departure" AFTER UPDATE OF "departureId" ON "scheduler_bookings" FOR EACH ROW EXECUTE FUNCTION legs_from_departure();
--> statement-breakpoint
-- A change to any leg is a change of the day, revised as one.
CREATE OR REPLACE FUNCTION daily_detail_revised() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF (OLD."expectedAircraftHours", OLD."departureTime", OLD."remarks", OLD."destinationId", OLD."booking_status_ID", OLD."date", OLD."bookingId", OLD."legs")
     IS DISTINCT FROM
     (NEW."expectedAircraftHours", NEW."departureTime", NEW."remarks", NEW."destinationId", NEW."booking_status_ID", NEW."date", NEW."bookingId", NEW."legs") THEN
    NEW."revision" := OLD."revision" + 1;
    NEW."modified_at" := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "conflicts_moved_on_update" ON "scheduler_booking_daily_details";
--> statement-breakpoint
CREATE TRIGGER "conflicts_moved_on_update" AFTER UPDATE OF "bookingId", "date", "departureTime", "expectedAircraftHours", "booking_status_ID", "legs" ON "scheduler_booking_daily_details" FOR EACH STATEMENT EXECUTE FUNCTION conflicts_moved();
--> statement-breakpoint
-- The conflicts' statement (migration 0063) with each leg of a day of several legs: a window per leg.
CREATE OR REPLACE FUNCTION flight_window_facts(p_from date, p_to date, p_type integer, p_aircraft integer, p_gap integer)
RETURNS text LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  facts text;
BEGIN
  WITH days AS (
    SELECT d."bookingId" AS booking_id, d.date - p_from AS day, d."departureTime" AS departure_time,
      d."expectedAircraftHours"::text AS hours, b."allocatedAircraftId" AS aircraft_id,
      -- A day of several legs adds each leg's time and hours; the day's own are its first and their sum.
      CASE WHEN jsonb_array_length(d.legs) > 1 THEN (SELECT json_agg(json_build_array(e ->> 'departureTime',
        e ->> 'expectedHours')) FROM jsonb_array_elements(d.legs) e) END AS legs,
      b."aircraftTypeId" AS type_id, b."customerId" AS customer_id
    FROM scheduler_booking_daily_details d
    -- Each day finds its booking and status by key: offset 0 keeps these lookups from being planned as
    -- joins (docs/decisions/024).
    CROSS JOIN LATERAL (
      SELECT b."allocatedAircraftId", b."aircraftTypeId", b."customerId" FROM scheduler_bookings b
      WHERE b.id = d."bookingId"
        AND (p_type IS NULL OR b."aircraftTypeId" = p_type OR b."allocatedAircraftId" = p_aircraft)
      OFFSET 0
    ) b
    LEFT JOIN LATERAL (
      SELECT s.occupies_aircraft FROM scheduler_booking_status s WHERE s.id = d."booking_status_ID" OFFSET 0
    ) s ON true
    WHERE d.date BETWEEN p_from AND p_to AND coalesce(s.occupies_aircraft, true)
  )
  SELECT json_build_object(
    'gap', coalesce((SELECT turnaround_minutes FROM fleet_settings LIMIT 1), p_gap),
    'days', (SELECT coalesce(json_agg(json_build_array(booking_id, day, departure_time, hours,
      aircraft_id, type_id, customer_id, legs)), '[]') FROM days),
    'customers', (SELECT coalesce(json_object_agg(c.id, c.name), '{}') FROM scheduler_customer c
      WHERE c.id IN (SELECT customer_id FROM days)),
    'types', (SELECT coalesce(json_object_agg(t.id, t.title), '{}') FROM aircraft_type t
      WHERE t.id IN (SELECT type_id FROM days)),
    'aircraft', (SELECT coalesce(json_object_agg(a.id, json_build_array(a.registration, t.id, t.title)), '{}')
      FROM aircraft a JOIN aircraft_type t ON t.id = a."id_aircraft_type"
      WHERE a.id IN (SELECT aircraft_id FROM days)),
    'available', (SELECT coalesce(json_object_agg(g.type_id || ':' || g.day, (
        SELECT count(*) FROM aircraft a WHERE a."id_aircraft_type" = g.type_id AND NOT a.retired
          AND NOT EXISTS (SELECT 1 FROM aircraft_unavailability u WHERE u.aircraft_id = a.id
            AND p_from + g.day BETWEEN u.start_date AND u.end_date))), '{}')
      FROM (SELECT DISTINCT type_id, day FROM days) g),
    'unavailable', (SELECT coalesce(json_object_agg(f.aircraft_id || ':' || f.day, json_build_object(
        'reason', f.reason, 'startDate', f.start_date, 'endDate', f.end_date)), '{}')
      FROM (
        SELECT DISTINCT ON (g.aircraft_id, g.day) g.aircraft_id, g.day, u.reason, u.start_date, u.end_date
        FROM (SELECT DISTINCT aircraft_id, day FROM days WHERE aircraft_id IS NOT NULL) g
        JOIN aircraft_unavailability u ON u.aircraft_id = g.aircraft_id
          AND p_from + g.day BETWEEN u.start_date AND u.end_date
        ORDER BY g.aircraft_id, g.day, u.start_date, u.id
      ) f)
  )::text INTO facts;
  RETURN facts;
END;
$$;
--> statement-breakpoint
-- One booking in the read shape (migration 0063), each day with its legs.
CREATE OR REPLACE FUNCTION booking_json(p_id integer)
RETURNS text LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  answer text;
BEGIN
  SELECT json_build_object(
    'id', b.id,
    'version', b.version,
    'startDate', b."startDate",
    'endDate', b."endDate",
    'customerId', b."customerId",
    'customer', json_build_object('id', c.id, 'name', c.name, 'color', c.color),
    'departureId', b."departureId",
    'departureLocation', json_build_object('name', departure.name),
    'aircraftTypeId', b."aircraftTypeId",
    'aircraftType', json_build_object('id', t.id, 'title', t.title),
    'allocatedAircraftId', b."allocatedAircraftId",
    'allocatedAircraft', CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('registration', a.registration) END,
    'dailyDetails', coalesce((
      SELECT json_agg(json_build_object(
        'id', d.id,
        'date', d.date,
        'destinationId', d."destinationId",
        'destinationLocation', json_build_object('name', l.name),
        'departureTime', d."departureTime",
        'expectedAircraftHours', d."expectedAircraftHours"::text,
        'actualHours', d."actualHours"::text,
        'remarks', d.remarks,
        'bookingStatusId', d."booking_status_ID",
        'legs', d.legs
      ) ORDER BY d.date)
      FROM scheduler_booking_daily_details d JOIN scheduler_location l ON l.id = d."destinationId"
      WHERE d."bookingId" = b.id
    ), '[]'::json)
  )::text INTO answer
  FROM scheduler_bookings b
  JOIN scheduler_customer c ON c.id = b."customerId"
  JOIN scheduler_location departure ON departure.id = b."departureId"
  JOIN aircraft_type t ON t.id = b."aircraftTypeId"
  LEFT JOIN aircraft a ON a.id = b."allocatedAircraftId"
  WHERE b.id = p_id;
  RETURN answer;
END;
$$;
