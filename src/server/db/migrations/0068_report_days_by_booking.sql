-- The Reports page's copy of new or changed days (migration 0060) reads each day's booking by its id.
-- Joined plainly, the planner hashed the whole bookings table for a batch of days as soon as the batch
-- was large: a 2,000-row batch of a CSV import scanned every booking stored, so an import grew with the
-- years kept (at 200,000 bookings, 20 such scans an import). The lateral read with LIMIT 1 cannot be
-- turned into that join: each day reads its one booking through the primary key, whatever is stored.
CREATE OR REPLACE FUNCTION report_days_from_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days (day_id, booking_id, date, customer_id, aircraft_type_id, aircraft_id, status_id, planned, flown)
  SELECT d.id, d."bookingId", d.date, b."customerId", b."aircraftTypeId", b."allocatedAircraftId", d."booking_status_ID",
         (d."expectedAircraftHours" * 100)::int, (d."actualHours" * 100)::int
  FROM changed_days d
  CROSS JOIN LATERAL (
    SELECT "customerId", "aircraftTypeId", "allocatedAircraftId" FROM scheduler_bookings WHERE id = d."bookingId" LIMIT 1
  ) b
  ON CONFLICT (day_id) DO UPDATE SET
    booking_id = excluded.booking_id, date = excluded.date, customer_id = excluded.customer_id, aircraft_type_id = excluded.aircraft_type_id,
    aircraft_id = excluded.aircraft_id, status_id = excluded.status_id,
    planned = excluded.planned, flown = excluded.flown;
  RETURN NULL;
END;
$$;
