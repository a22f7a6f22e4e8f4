/**
 * `npm run bench:maintenance`: maintenance due's projection (issue 47's aim, docs/decisions/051), on
 * PGlite: 40 aircraft, each with airframe hours entered 90 days ago, the quarter since flown and recorded,
 * and a year of planned flights ahead (one-day bookings on about four days in five, up to 4 h each), and
 * three items each (a 100-hour and a 50-hour inspection, an annual one). Measured in one run, medians in
 * ms of `RUNS`:
 *   - the baseline: reading the days the projection stands on, plainly, a row a date (their aircraft,
 *     date and hours from `report_days`);
 *   - the service's reads, which read them as a row an aircraft with arrays of dates and hours;
 *   - the projection alone, from rows already read (aim: within 20 ms);
 *   - `GET /api/maintenance`'s whole answer built by the service (its reads and the projection);
 *   - a create's 'Save anyway' preview of an unallocated booking, and of one on an aircraft with items,
 *     whose items it reads before and after the write (the difference is what maintenance adds).
 * Figures are printed, never asserted.
 */
import { sql } from "drizzle-orm";
import { createBooking } from "../src/server/bookings/create-booking.ts";
import { previewBookingWrite } from "../src/server/bookings/preview-booking-write.ts";
import { openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { rawRows } from "../src/server/db/raw-rows.ts";
import {
  projectMaintenance,
  readMaintenance,
  readMaintenanceRows,
} from "../src/server/maintenance/read-maintenance.ts";
import { seed } from "../src/server/seed/seed.ts";
import { createBookingPayload } from "../src/shared/bookings.ts";
import { addDays } from "../src/shared/dates.ts";
import { timed } from "./scale.ts";

const actor = { id: null, username: "bench", name: "Bench" };

const RUNS = Number(process.env.BENCH_MAINTENANCE_RUNS ?? 50);
const TODAY = "2027-01-01";
const AS_OF = addDays(TODAY, -90);
const UNTIL = addDays(TODAY, 365);

async function main() {
  const database = await openPglite();
  const { db } = database;
  try {
    await migrate(db);
    await seed(db, { adminPassword: "bench password 1", demoData: false, today: new Date() });
    await db.execute(sql`
      insert into aircraft (registration, id_aircraft_type)
      select 'G-MX' || lpad(i::text, 2, '0'), (select min(id) from aircraft_type) + i % 3
      from generate_series(1, 40 - (select count(*) from aircraft)::int) i`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(0.47)`);
      await tx.execute(sql`insert into scheduler_customer (name, color) values ('Bench Co', '#3B82F6')`);
      await tx.execute(sql`insert into scheduler_location (name) values ('Bench Base')`);
      await tx.execute(sql`
        insert into scheduler_bookings ("customerId", "aircraftTypeId", "departureId", "startDate", "endDate", "allocatedAircraftId")
        select (select min(id) from scheduler_customer), a.id_aircraft_type, (select min(id) from scheduler_location),
               day::date, day::date, a.id
        from aircraft a, generate_series(${AS_OF}::date + 1, ${UNTIL}::date, interval '1 day') day
        where random() < 0.8`);
      await tx.execute(sql`
        insert into scheduler_booking_daily_details
          ("bookingId", date, "destinationId", "expectedAircraftHours", "actualHours", "booking_status_ID")
        select b.id, b."startDate", b."departureId", round((0.5 + random() * 3.5)::numeric, 2),
               case when b."startDate" < ${TODAY}::date then round((0.5 + random() * 3.5)::numeric, 2) end,
               (select min(id) from scheduler_booking_status)
        from scheduler_bookings b`);
      await tx.execute(sql`
        insert into aircraft_hours (aircraft_id, hours, as_of)
        select id, 2000 + (id * 37) % 500, ${AS_OF}::date from aircraft`);
      await tx.execute(sql`
        insert into maintenance_items (aircraft_id, name, interval_hours, interval_months, overrun_hours, due_hours, due_date)
        select a.id, rule.name, rule.hours, rule.months, rule.overrun,
               case when rule.hours is not null then 2000 + (a.id * 37) % 500 + 180 + (a.id * 13) % 100 end,
               case when rule.months is not null then ${TODAY}::date + (a.id * 7) % 365 end
        from aircraft a, (values ('100-hour inspection', 100, null, 10), ('50-hour check', 50, null, 0),
                                 ('Annual inspection', null, 12, 0)) rule(name, hours, months, overrun)`);
    });
    await db.execute(sql`analyze`);

    const [size] = await rawRows<{ days: number; planned: number }>(
      db,
      sql`select count(*)::int as days, count(*) filter (where flown is null)::int as planned from report_days`,
    );
    console.log(
      `maintenance projection, PGlite: 40 aircraft, ${size!.days} days (${size!.planned} planned) to ${UNTIL}, 120 items`,
    );

    // The plain read of what the projection stands on, a row a date: the baseline.
    const days = sql`select aircraft_id, date, flown, planned from report_days where date > ${AS_OF}::date`;
    const baseline = await timed(RUNS, async () => {
      await rawRows(db, days);
    });
    const rowsMs = await timed(RUNS, async () => {
      await readMaintenanceRows(db);
    });
    const { aircraftRows, dayRows, items } = await readMaintenanceRows(db);
    const projection = await timed(RUNS, async () => {
      projectMaintenance(aircraftRows, dayRows, items, TODAY);
    });
    const whole = await timed(RUNS, async () => {
      await readMaintenance({ db, today: TODAY });
    });

    // A booking's 'Save anyway' preview, which reads the items of the aircraft it flies before and after.
    const [ids] = await rawRows<{
      customer: number;
      location: number;
      status: number;
      aircraft: number;
      type: number;
    }>(
      db,
      sql`select (select min(id) from scheduler_customer) as customer, (select min(id) from scheduler_location) as location,
                 (select min(id) from scheduler_booking_status) as status, a.id as aircraft, a.id_aircraft_type as type
          from aircraft a order by a.id limit 1`,
    );
    const create = (allocatedAircraftId: number | null) =>
      createBookingPayload.parse({
        customerId: ids!.customer,
        aircraftTypeId: ids!.type,
        bookingStatusId: ids!.status,
        departureId: ids!.location,
        destinationId: ids!.location,
        startDate: addDays(TODAY, 30),
        endDate: addDays(TODAY, 30),
        allocatedAircraftId,
        expectedHours: "2",
      });
    const previewOf = (payload: ReturnType<typeof create>) => () =>
      previewBookingWrite({
        db,
        id: null,
        today: TODAY,
        write: (tx) => createBooking({ db: tx, actor, payload }),
      }).then(() => {});
    const unallocated = await timed(RUNS, previewOf(create(null)));
    const allocated = await timed(RUNS, previewOf(create(ids!.aircraft)));

    const answer = await readMaintenance({ db, today: TODAY });
    const projected = answer.aircraft.flatMap((row) => row.items).filter((item) => item.projectedDate).length;
    const ratio = (ms: number) => `${ms.toFixed(2)} ms (${(ms / baseline).toFixed(2)}x the baseline)`;
    console.log(`  baseline, the days read a row a date    ${baseline.toFixed(2)} ms`);
    console.log(`  the reads, a row an aircraft            ${ratio(rowsMs)}`);
    console.log(`  the projection alone (aim 20 ms)        ${ratio(projection)}`);
    console.log(`  GET /api/maintenance's answer built     ${ratio(whole)}`);
    console.log(`  a create's preview, unallocated            ${unallocated.toFixed(2)} ms`);
    console.log(
      `  the same allocated (its items read twice)  ${allocated.toFixed(2)} ms (+${(allocated - unallocated).toFixed(2)} ms)`,
    );
    console.log(`  items given a projected date: ${projected} of ${answer.aircraft.length * 3}`);
  } finally {
    await database.close();
  }
}

await main();
