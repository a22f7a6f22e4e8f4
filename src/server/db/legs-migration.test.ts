import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-app.ts";
import type { Database } from "./connection.ts";
import { migrate } from "./migrate.ts";
import { rawRows } from "./raw-rows.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ empty: true });
  await migrate(database.db, { through: "0070_counters_at_commit" });
});
afterAll(() => database.close());

/** Every day's own fields and revision, and every booking's version, as text to compare. */
const daysAndVersions = async () =>
  rawRows<{ day: string }>(
    database.db,
    sql`select concat_ws('|', d.id, d."bookingId", d.date, d."departureTime", d."destinationId",
      d."expectedAircraftHours", d."actualHours", d.remarks, d."booking_status_ID", d.revision, b.version,
      b."departureId") as day
    from scheduler_booking_daily_details d join scheduler_bookings b on b.id = d."bookingId" order by d.id`,
  );

it("turns every stored day into one leg, losing nothing and flagging nothing as changed (migration 0071)", async () => {
  const db = database.db;
  await db.execute(sql`insert into scheduler_customer (name, color) values ('Bristow', '#112233')`);
  await db.execute(
    sql`insert into scheduler_location (name) values ('Humberside'), ('Leman Alpha'), ('Norwich')`,
  );
  await db.execute(sql`insert into aircraft_type (title) values ('AW139')`);
  await db.execute(sql`insert into scheduler_bookings ("customerId", "aircraftTypeId", "departureId", "startDate", "endDate")
    select 1, 1, 1 + i % 3, date '2026-01-01' + i, date '2026-01-01' + i + i % 3 from generate_series(0, 39) i`);
  await db.execute(sql`insert into scheduler_booking_daily_details
      ("bookingId", date, "destinationId", "departureTime", "expectedAircraftHours", "actualHours", remarks)
    select b.id, day::date, 1 + (b.id + extract(day from day)::int) % 3,
      (array['0730', 'TBC', '14:00/PAX TBC', '7.30'])[1 + b.id % 4], (b.id % 7) * 0.25,
      case when b.id % 2 = 0 then 1.5 end, 'Crew change ' || b.id
    from scheduler_bookings b, generate_series(b."startDate", b."endDate", interval '1 day') day`);
  const before = await daysAndVersions();
  expect(before.length).toBeGreaterThan(40);

  // Through 0071 only: later migrations add to each leg's JSON (0075, its crew).
  expect(await migrate(db, { through: "0071_legs" })).toContain("0071_legs");

  expect(await daysAndVersions()).toEqual(before);
  const mismatched = await rawRows<{ id: number }>(
    db,
    sql`select d.id from scheduler_booking_daily_details d join scheduler_bookings b on b.id = d."bookingId"
    where (select count(*) from scheduler_booking_legs l where l.day_id = d.id) <> 1
      or not exists (select 1 from scheduler_booking_legs l where l.day_id = d.id and l.position = 0
        and l.departure_time = d."departureTime" and l.from_id = b."departureId" and l.to_id = d."destinationId"
        and l.expected_hours = d."expectedAircraftHours" and l.passengers is null and not l.positioning)
      or d.legs <> (select jsonb_build_array(jsonb_build_object('id', l.id, 'departureTime', l.departure_time,
        'fromId', l.from_id, 'toId', l.to_id, 'expectedHours', l.expected_hours::text, 'passengers', null,
        'positioning', false)) from scheduler_booking_legs l where l.day_id = d.id)`,
  );
  expect(mismatched).toEqual([]);
});
