-- Cheap writes (docs/decisions/037). Every booking write answers its booking's conflicts, and the
-- statement that reads the flight windows is large: planning it again on every write was most of an
-- inline edit's time. In a function its plan is made once per connection and kept (PL/pgSQL caches
-- the plans of its statements; the generic plan is forced, so no call re-plans for its dates).
-- The facts are those read-windows.ts turns into flight windows: the booking-days dated in
-- [p_from, p_to] on aircraft-occupying statuses, with the names and counts their ids need once each.
-- With p_type, only the days of that type's bookings or of bookings on p_aircraft (a write's neighbours).
CREATE OR REPLACE FUNCTION flight_window_facts(p_from date, p_to date, p_type integer, p_aircraft integer, p_gap integer)
RETURNS text LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  facts text;
BEGIN
  WITH days AS (
    SELECT d."bookingId" AS booking_id, d.date - p_from AS day, d."departureTime" AS departure_time,
      d."expectedAircraftHours"::text AS hours, b."allocatedAircraftId" AS aircraft_id,
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
      aircraft_id, type_id, customer_id)), '[]') FROM days),
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
-- One booking in the read shape of product §3 (read-bookings.ts builds the same for a window of dates;
-- read-bookings.test.ts holds the two equal), planned once per connection: every booking write answers
-- it, and planning the statement cost an inline edit more than running it.
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
        'bookingStatusId', d."booking_status_ID"
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
