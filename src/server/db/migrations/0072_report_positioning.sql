-- Reports count positioning hours apart (issue 44 item 5, docs/decisions/049): each booking-day's copy in
-- `report_days` (migrations 0060, 0068) holds, beside its planned hours, the expected hours of its legs
-- flown empty to position, in hundredths. A day's legs are on its own row as JSON (migration 0071), so
-- the copy is made from the day alone, as before; most days fly no positioning leg, and the containment
-- test passes them without reading their legs.
ALTER TABLE "report_days" ADD COLUMN "positioning" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_from_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days (day_id, booking_id, date, customer_id, aircraft_type_id, aircraft_id, status_id, planned, flown, positioning)
  SELECT d.id, d."bookingId", d.date, b."customerId", b."aircraftTypeId", b."allocatedAircraftId", d."booking_status_ID",
         (d."expectedAircraftHours" * 100)::int, (d."actualHours" * 100)::int,
         CASE WHEN d.legs @> '[{"positioning": true}]' THEN (
           SELECT (coalesce(sum((e ->> 'expectedHours')::numeric), 0) * 100)::int
           FROM jsonb_array_elements(d.legs) e WHERE (e ->> 'positioning')::boolean
         ) ELSE 0 END
  FROM changed_days d
  CROSS JOIN LATERAL (
    SELECT "customerId", "aircraftTypeId", "allocatedAircraftId" FROM scheduler_bookings WHERE id = d."bookingId" LIMIT 1
  ) b
  ON CONFLICT (day_id) DO UPDATE SET
    booking_id = excluded.booking_id, date = excluded.date, customer_id = excluded.customer_id, aircraft_type_id = excluded.aircraft_type_id,
    aircraft_id = excluded.aircraft_id, status_id = excluded.status_id,
    planned = excluded.planned, flown = excluded.flown, positioning = excluded.positioning;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Days given positioning legs since 0071: read from the legs table, narrower than the days.
UPDATE report_days r SET positioning = p.hundredths
FROM (
  SELECT day_id, (sum(expected_hours) * 100)::int AS hundredths
  FROM scheduler_booking_legs WHERE positioning GROUP BY day_id
) p
WHERE r.day_id = p.day_id;
