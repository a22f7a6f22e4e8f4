/**
 * `npm run bench:legs`: what legs cost (issue 44's aims, docs/decisions/049), measured in one run on
 * PGlite at ten years of a busy operator (`bench:scale`'s size: 200,000 bookings over 2026-2036):
 *   1. the migration that turns every stored day into one leg (aim: within 60 s), and that it loses
 *      nothing: the count and a checksum of every day's fields, revision and booking version before and
 *      after, and every day's one leg equal to the day;
 *   2. the month read (the table's `GET /api/bookings` for a month, built by the database) of 2026 with one
 *      leg a day, then with three legs on every day of 2026 (aim: within 1.3x);
 *   3. an edit of one leg (`PUT .../legs`, the second leg's time on a day of three) beside an edit of a
 *      day field today (the departure time of a one-leg day, and the remarks), through the services,
 *      each with its history record and its answer (aim: a leg edit costs what a day-field edit costs).
 * Medians in ms; figures printed, never asserted.
 */
import { sql } from "drizzle-orm";
import { updateDayLegs } from "../src/server/bookings/day-legs.ts";
import { readBooking, readBookingsJson } from "../src/server/bookings/read-bookings.ts";
import { updateDailyDetail } from "../src/server/bookings/update-daily-detail.ts";
import type { Database } from "../src/server/db/connection.ts";
import { openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { rawRows } from "../src/server/db/raw-rows.ts";
import { seed } from "../src/server/seed/seed.ts";
import type { Booking } from "../src/shared/bookings.ts";
import { fillBookings } from "./fill-bookings.ts";
import { MONTHS, SIZES, timed } from "./scale.ts";

const TEN_YEARS = SIZES[1];
const READS = Number(process.env.BENCH_LEGS_READS ?? 5);
const EDITS = Number(process.env.BENCH_LEGS_EDITS ?? 200);
const actor = { id: null, username: "bench", name: "Bench" };

/** Every day's fields with its revision and its booking's version, as one checksum and a count. */
async function daysChecksum(database: Database) {
  const [row] = await rawRows<{ days: number; sum: string }>(
    database.db,
    sql`select count(*)::int as days, md5(string_agg(concat_ws('|', d.id, d."bookingId", d.date,
      d."departureTime", d."destinationId", d."expectedAircraftHours", d."actualHours", d.remarks,
      d."booking_status_ID", d.revision, b.version), ',' order by d.id)) as sum
    from scheduler_booking_daily_details d join scheduler_bookings b on b.id = d."bookingId"`,
  );
  return row!;
}

async function monthReads(database: Database): Promise<number> {
  const medians: number[] = [];
  for (const month of MONTHS) {
    medians.push(await timed(READS, () => readBookingsJson({ db: database.db, ...month }).then(() => {})));
  }
  return medians.reduce((sum, ms) => sum + ms, 0) / medians.length;
}

async function main() {
  const database = await openPglite();
  try {
    console.log(`legs at ${TEN_YEARS.label}, PGlite`);
    let started = performance.now();
    await migrate(database.db, { through: "0070_counters_at_commit" });
    await seed(database.db, { adminPassword: "bench password 1", demoData: false, today: new Date() });
    await database.db.execute(sql`
      insert into aircraft (registration, id_aircraft_type)
      select 'G-SC' || lpad(i::text, 2, '0'), (select min(id) from aircraft_type) + i % 3
      from generate_series(1, 40 - (select count(*) from aircraft)::int) i`);
    await fillBookings(database, {
      seed: 0.29,
      bookings: TEN_YEARS.bookings,
      firstDay: "2026-01-01",
      spanDays: TEN_YEARS.days,
      maxDays: 5,
      customers: TEN_YEARS.customers,
      locations: TEN_YEARS.locations,
    });
    console.log(`  built before the migration in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const before = await daysChecksum(database);
    started = performance.now();
    await migrate(database.db);
    const migrationSeconds = (performance.now() - started) / 1000;
    const after = await daysChecksum(database);
    const [legs] = await rawRows<{ legs: number; unequal: number }>(
      database.db,
      sql`select (select count(*)::int from scheduler_booking_legs) as legs,
        (select count(*)::int from scheduler_booking_daily_details d join scheduler_bookings b on b.id = d."bookingId"
          where not exists (select 1 from scheduler_booking_legs l where l.day_id = d.id and l.position = 0
            and l.departure_time = d."departureTime" and l.from_id = b."departureId" and l.to_id = d."destinationId"
            and l.expected_hours = d."expectedAircraftHours")) as unequal`,
    );
    console.log(
      `  migration 0071: ${migrationSeconds.toFixed(1)} s for ${before.days} days (aim: within 60 s)`,
    );
    console.log(
      `  days before ${before.days}, after ${after.days}; checksum ${before.sum === after.sum ? "equal" : "DIFFERS"}; ` +
        `legs ${legs!.legs}; days whose leg is not the day: ${legs!.unequal}`,
    );

    await database.db.execute(sql`analyze`);
    const oneLeg = await monthReads(database);
    started = performance.now();
    // Two more legs on every day of 2026: out to the day's destination, on to another place, back.
    for (const [position, time, hours] of [
      [1, "1300", "0.75"],
      [2, "1600", "1.25"],
    ] as const) {
      await database.db.execute(sql`
        insert into scheduler_booking_legs (day_id, position, departure_time, from_id, to_id, expected_hours)
        select d.id, ${position}, ${time}, d."destinationId", (select min(id) from scheduler_location) + (d.id + ${position}) % 40, ${hours}
        from scheduler_booking_daily_details d where d.date between '2026-01-01' and '2026-12-31'`);
    }
    console.log(
      `  two legs added to every day of 2026 in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await database.db.execute(sql`analyze`);
    const threeLegs = await monthReads(database);
    console.log(
      `  month read of 2026, mean of the months' medians: one leg a day ${oneLeg.toFixed(1)} ms, ` +
        `three legs a day ${threeLegs.toFixed(1)} ms (${(threeLegs / oneLeg).toFixed(2)}x; aim: within 1.3x)`,
    );

    // Edits: a day of three legs in 2026 and a one-leg day in 2027, both of busy months.
    const [picked] = await rawRows<{ three: number; threeDate: string; one: number; oneDate: string }>(
      database.db,
      sql`select (select "bookingId" from scheduler_booking_daily_details where date = '2026-06-10' order by id limit 1) as three,
        '2026-06-10' as "threeDate",
        (select "bookingId" from scheduler_booking_daily_details where date = '2027-06-10' order by id limit 1) as one,
        '2027-06-10' as "oneDate"`,
    );
    const { three, threeDate, one, oneDate } = picked!;
    const day = (booking: Booking, date: string) => booking.dailyDetails.find((d) => d.date === date)!;
    const legs3 = day(await readBooking({ db: database.db, id: three }), threeDate).legs;
    const times = ["1310", "1320"];
    const legEdit = await timed(EDITS, async (i) => {
      const legs = legs3.map((leg, index) => (index === 1 ? { ...leg, departureTime: times[i % 2]! } : leg));
      await updateDayLegs({ db: database.db, actor, bookingId: three, date: threeDate, legs });
    });
    const timeEdit = await timed(EDITS, async (i) => {
      await updateDailyDetail({
        db: database.db,
        actor,
        bookingId: one,
        date: oneDate,
        change: { departureTime: times[i % 2]! },
      });
    });
    const remarksEdit = await timed(EDITS, async (i) => {
      await updateDailyDetail({
        db: database.db,
        actor,
        bookingId: one,
        date: oneDate,
        change: { remarks: `Crew change ${i}` },
      });
    });
    console.log(
      `  edits, median of ${EDITS}: a leg's time on a day of three ${legEdit.toFixed(2)} ms; ` +
        `a one-leg day's departure time ${timeEdit.toFixed(2)} ms (${(legEdit / timeEdit).toFixed(2)}x); ` +
        `a day's remarks ${remarksEdit.toFixed(2)} ms`,
    );
  } finally {
    await database.close();
  }
}

await main();
