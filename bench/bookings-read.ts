/**
 * Reading bookings (issue 3): a database with 20,000 bookings over ten years (about 60,000 days), and
 * in the same run the medians of
 *   - GET /api/bookings?from&to for one month (the web app's read),
 *   - the same month as one plain SQL join through the driver (the baseline: what the database costs),
 *   - GET /api/bookings with no window (everything),
 * with the ratios month/raw SQL and all/month. Figures are printed, not asserted.
 *
 *   npx tsx bench/bookings-read.ts            PGlite only
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/bookings-read.ts   (or TEST_DATABASE_URL) both
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/db/seed.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import { addDays } from "../src/shared/dates.ts";

const BOOKINGS = 20_000;
const FIRST_DAY = "2016-01-01";
const YEARS = 10;
const PASSWORD = "bench password 1";
/** Months spread over the ten years, read in turn so no single month is all in cache. */
const MONTHS = Array.from({ length: 24 }, (_, i) => {
  const month = new Date(Date.UTC(2016, i * 5, 1));
  const from = month.toISOString().slice(0, 10);
  const to = addDays(new Date(Date.UTC(2016, i * 5 + 1, 1)).toISOString().slice(0, 10), -1);
  return { from, to };
});
const MONTH_READS = 120;
const ALL_READS = 5;

// The month as the database sees it: every booking overlapping the month joined to its days and names.
const RAW_MONTH_SQL = `
  select b.id, b."startDate", b."endDate", b."customerId", c.name, c.color, b."departureId", dep.name,
         b."aircraftTypeId", t.title, b."allocatedAircraftId", a.registration,
         d.id, d.date, d."destinationId", dest.name, d."departureTime", d."expectedAircraftHours",
         d.remarks, d."booking_status_ID"
  from scheduler_bookings b
  join scheduler_customer c on c.id = b."customerId"
  join scheduler_location dep on dep.id = b."departureId"
  join aircraft_type t on t.id = b."aircraftTypeId"
  left join aircraft a on a.id = b."allocatedAircraftId"
  join scheduler_booking_daily_details d on d."bookingId" = b.id
  join scheduler_location dest on dest.id = d."destinationId"
  where b."startDate" <= $2 and b."endDate" >= $1
  order by b."startDate", b.id, d.date`;

export interface BookingsReadFigures {
  database: string;
  bookings: number;
  days: number;
  monthBookings: number;
  monthMedian: number;
  rawMedian: number;
  allMedian: number;
  allBytes: number;
}

/** Deterministic random data, all inside the database: 20,000 bookings of 1 to 5 days, one day per date. */
async function fill(database: Database) {
  const span = YEARS * 365;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(
      sql`insert into scheduler_customer (name, color) select 'Customer ' || i, '#3B82F6' from generate_series(1, 30) i`,
    );
    await tx.execute(
      sql`insert into scheduler_location (name) select 'Location ' || i from generate_series(1, 40) i`,
    );
    await tx.execute(sql`
      insert into scheduler_bookings ("customerId", "aircraftTypeId", "departureId", "startDate", "endDate", "allocatedAircraftId")
      select customer, type, departure, start, start + length,
             case when random() < 0.7
               then (select id from aircraft where id_aircraft_type = type order by id offset floor(random() * 2) limit 1)
             end
      from (
        select (select min(id) from scheduler_customer) + floor(random() * 30)::int as customer,
               (select min(id) from aircraft_type) + floor(random() * 3)::int as type,
               (select min(id) from scheduler_location) + floor(random() * 40)::int as departure,
               ${FIRST_DAY}::date + floor(random() * ${span})::int as start,
               floor(random() * 5)::int as length
        from generate_series(1, ${BOOKINGS})
      ) generated`);
    await tx.execute(sql`
      insert into scheduler_booking_daily_details
        ("bookingId", date, "destinationId", "departureTime", "expectedAircraftHours", remarks, "booking_status_ID")
      select b.id, day::date,
             (select min(id) from scheduler_location) + floor(random() * 40)::int,
             (array['0730', '08:15', 'TBC', '14:00/PAX TBC', '16'])[1 + floor(random() * 5)::int],
             round((random() * 4)::numeric, 2),
             (array['--', 'Crew change', 'Freight 200kg'])[1 + floor(random() * 3)::int],
             (select min(id) from scheduler_booking_status) + floor(random() * 5)::int
      from scheduler_bookings b, generate_series(b."startDate", b."endDate", interval '1 day') day`);
  });
  // Fresh statistics, as autovacuum would leave them on a server that has been running.
  await database.db.execute(sql`analyze`);
}

/** Runs a raw statement through the driver underneath Drizzle. */
function rawQuery(database: Database): (text: string, params: string[]) => Promise<unknown[]> {
  if (database.kind === "pglite")
    return async (text, params) => (await database.client.query(text, params)).rows;
  return async (text, params) => (await database.pool.query(text, params)).rows;
}

async function timed(runs: number, warmUp: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < warmUp + runs; i += 1) {
    const started = performance.now();
    await run(i);
    if (i >= warmUp) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function measure(label: string, database: Database): Promise<BookingsReadFigures> {
  await migrate(database.db);
  await seed(database.db, { adminPassword: PASSWORD, demoData: false, today: new Date() });
  await fill(database);
  const config = parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused" });
  const app = await buildApp({ config, database, db: database.db, now: () => new Date() });
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: PASSWORD },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === "sid")?.value}`;
    const get = async (url: string) => {
      const response = await app.inject({ method: "GET", url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response;
    };
    const monthUrl = (i: number) => {
      const { from, to } = MONTHS[i % MONTHS.length]!;
      return `/api/bookings?from=${from}&to=${to}`;
    };
    const raw = rawQuery(database);
    const counts = (await database.db.execute(
      sql`select (select count(*) from scheduler_bookings)::int as bookings, (select count(*) from scheduler_booking_daily_details)::int as days`,
    )) as unknown as { rows: { bookings: number; days: number }[] };
    let monthBookings = 0;
    for (let i = 0; i < MONTHS.length; i += 1) monthBookings += (await get(monthUrl(i))).json().length;

    const monthMedian = await timed(MONTH_READS, MONTHS.length, (i) => get(monthUrl(i)));
    const rawMedian = await timed(MONTH_READS, MONTHS.length, (i) => {
      const { from, to } = MONTHS[i % MONTHS.length]!;
      return raw(RAW_MONTH_SQL, [from, to]);
    });
    let allBytes = 0;
    const allMedian = await timed(ALL_READS, 1, async () => {
      allBytes = (await get("/api/bookings")).rawPayload.length;
    });
    return {
      database: label,
      bookings: counts.rows[0]!.bookings,
      days: counts.rows[0]!.days,
      monthBookings: Math.round(monthBookings / MONTHS.length),
      monthMedian,
      rawMedian,
      allMedian,
      allBytes,
    };
  } finally {
    await app.close();
  }
}

/** Measures on a freshly opened database and closes it (dropping a PostgreSQL scratch schema). */
async function measureOn(label: string, database: Database): Promise<BookingsReadFigures> {
  try {
    return await measure(label, database);
  } finally {
    await database.close();
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(11);
const ratio = (value: number) => `${value.toFixed(1)}x`;

export async function runBookingsReadBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(
    `\nbookings read: ${BOOKINGS} bookings over ${YEARS} years; medians of ${MONTH_READS} month reads`,
  );
  const rows = [await measureOn("PGlite", await openPglite())];
  if (url) rows.push(await measureOn("PostgreSQL", await openScratchPostgres(url, "bench")));
  for (const row of rows) {
    console.log(
      `  ${row.database} (${row.bookings} bookings, ${row.days} days; a month has about ${row.monthBookings} bookings)\n` +
        `    GET /api/bookings?from&to (month) ${ms(row.monthMedian)}\n` +
        `    month as raw SQL (baseline)       ${ms(row.rawMedian)}   month/raw SQL ${ratio(row.monthMedian / row.rawMedian)} (aim: within 3x)\n` +
        `    GET /api/bookings (all, ${(row.allBytes / 1e6).toFixed(1)} MB)   ${ms(row.allMedian)}   all/month ${ratio(row.allMedian / row.monthMedian)} (aim: at least 20x)`,
    );
  }
  if (!url) console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBookingsReadBench();
