import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-app.ts";
import type { Database } from "./connection.ts";
import { migrate } from "./migrate.ts";
import { rawRows } from "./raw-rows.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ empty: true });
  await migrate(database.db, { through: "0071_legs" });
});
afterAll(() => database.close());

it("copies the positioning legs' hours of days stored before it to the Reports table (migration 0072)", async () => {
  const db = database.db;
  await db.execute(sql`insert into scheduler_customer (name, color) values ('Bristow', '#112233')`);
  await db.execute(sql`insert into scheduler_location (name) values ('Humberside'), ('Leman Alpha')`);
  await db.execute(sql`insert into aircraft_type (title) values ('AW139')`);
  await db.execute(sql`insert into scheduler_bookings ("customerId", "aircraftTypeId", "departureId", "startDate", "endDate")
    values (1, 1, 1, '2026-01-01', '2026-01-03')`);
  // A day of one leg, one of two legs with one flown empty, one of three with two flown empty.
  await db.execute(sql`insert into scheduler_booking_daily_details ("bookingId", date, "destinationId", "departureTime", "expectedAircraftHours", legs)
    values
      (1, '2026-01-01', 2, '0800', 1.5, '[]'),
      (1, '2026-01-02', 1, '0800', 0, '[{"departureTime": "0800", "fromId": 1, "toId": 2, "expectedHours": "1"},
        {"departureTime": "1000", "fromId": 2, "toId": 1, "expectedHours": "1.25", "positioning": true}]'),
      (1, '2026-01-03', 1, '0800', 0, '[{"departureTime": "0700", "fromId": 2, "toId": 1, "expectedHours": "0.5", "positioning": true},
        {"departureTime": "0800", "fromId": 1, "toId": 2, "expectedHours": "1"},
        {"departureTime": "1000", "fromId": 2, "toId": 1, "expectedHours": "0.75", "positioning": true}]')`);

  expect(await migrate(db)).toContain("0072_report_positioning");

  expect(
    await rawRows<{ date: string; planned: number; positioning: number }>(
      db,
      sql`select to_char(date, 'YYYY-MM-DD') as date, planned, positioning from report_days order by date`,
    ),
  ).toEqual([
    { date: "2026-01-01", planned: 150, positioning: 0 },
    { date: "2026-01-02", planned: 225, positioning: 125 },
    { date: "2026-01-03", planned: 225, positioning: 125 },
  ]);
});
