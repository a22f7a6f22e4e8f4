import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/connection.ts";

/**
 * Deterministic random bookings for the benches, generated inside the database (seconds, not minutes):
 * `bookings` bookings of 1 to `maxDays` days starting in `spanDays` days from `firstDay`, about 70%
 * allocated, with one day row per date, over `customers` customers and `locations` locations.
 * `rareRemark` is written on about one day in 2,000 (something a search can look for).
 */
export async function fillBookings(
  database: Database,
  options: {
    seed: number;
    bookings: number;
    firstDay: string;
    spanDays: number;
    maxDays: number;
    customers?: number;
    locations?: number;
    rareRemark?: string;
  },
) {
  const { seed, bookings, firstDay, spanDays, maxDays, customers = 30, locations = 40 } = options;
  const rareRemark = options.rareRemark ?? null;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${seed})`);
    await tx.execute(
      sql`insert into scheduler_customer (name, color) select 'Customer ' || i, '#3B82F6' from generate_series(1, ${customers}) i`,
    );
    await tx.execute(
      sql`insert into scheduler_location (name) select 'Location ' || i from generate_series(1, ${locations}) i`,
    );
    await tx.execute(sql`
      insert into scheduler_bookings ("customerId", "aircraftTypeId", "departureId", "startDate", "endDate", "allocatedAircraftId")
      select customer, type, departure, start, start + length,
             case when random() < 0.7
               then (select id from aircraft where id_aircraft_type = type order by id offset floor(random() * 2) limit 1)
             end
      from (
        select (select min(id) from scheduler_customer) + floor(random() * ${customers})::int as customer,
               (select min(id) from aircraft_type) + floor(random() * 3)::int as type,
               (select min(id) from scheduler_location) + floor(random() * ${locations})::int as departure,
               ${firstDay}::date + floor(random() * ${spanDays})::int as start,
               floor(random() * ${maxDays})::int as length
        from generate_series(1, ${bookings})
      ) generated`);
    await tx.execute(sql`
      insert into scheduler_booking_daily_details
        ("bookingId", date, "destinationId", "departureTime", "expectedAircraftHours", remarks, "booking_status_ID")
      select b.id, day::date,
             (select min(id) from scheduler_location) + floor(random() * ${locations})::int,
             (array['0730', '08:15', 'TBC', '14:00/PAX TBC', '16'])[1 + floor(random() * 5)::int],
             round((random() * 4)::numeric, 2),
             case when ${rareRemark}::text is not null and random() < 0.0005 then ${rareRemark}::text
               else (array['--', 'Crew change', 'Freight 200kg', '4 PAX + tools'])[1 + floor(random() * 4)::int] end,
             (select min(id) from scheduler_booking_status) + floor(random() * 5)::int
      from scheduler_bookings b, generate_series(b."startDate", b."endDate", interval '1 day') day`);
  });
  // Fresh statistics, as autovacuum would leave them on a server that has been running.
  await database.db.execute(sql`analyze`);
}
