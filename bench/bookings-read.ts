/**
 * Reading bookings (docs/decisions/004): a database with 20,000 bookings over ten years (about 60,000 days), and
 * in the same run the medians of
 *   - GET /api/bookings?from&to for one month with the read cache off (the database read every time),
 *   - the read's own single json_agg statement run directly (the baseline that counts: the API adds
 *     the session check, the change-counter query and HTTP),
 *   - the same month as one plain SQL join through the driver (an older baseline, flattering: PostgreSQL
 *     plans it badly, docs/decisions/004),
 *   - the month again from the read cache, and as a 304 for a client that has it,
 *   - GET /api/bookings with no window (everything),
 *   - GET /api/conflicts?from&to for the same month, uncached (docs/decisions/015: aim within 2x the month read),
 * with their ratios. Figures are printed, not asserted.
 *
 *   npx tsx bench/bookings-read.ts            PGlite only
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/bookings-read.ts   (or TEST_DATABASE_URL) both
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { readBookingsJson } from "../src/server/bookings/read-bookings.ts";
import { parseConfig } from "../src/server/config.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/seed/seed.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import { addDays } from "../src/shared/dates.ts";
import { fillBookings } from "./fill-bookings.ts";

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
  jsonAggMedian: number;
  cachedMedian: number;
  notModifiedMedian: number;
  rawMedian: number;
  allMedian: number;
  allBytes: number;
  conflictsMedian: number;
  monthConflicts: number;
}

/** Runs a raw statement through the driver underneath Drizzle. */
function rawQuery(database: Database): (text: string, params: string[]) => Promise<unknown[]> {
  if (database.kind === "pglite")
    return async (text, params) => (await database.client.query(text, params)).rows;
  return async (text, params) => (await database.pool.query(text, params)).rows;
}

/**
 * Medians of several reads timed in turn within each round (a, b, c, a, b, c...), so a machine whose
 * load changes during the run weighs on each of them alike.
 */
async function timedTogether(
  runs: number,
  warmUp: number,
  reads: Array<(i: number) => Promise<unknown>>,
): Promise<number[]> {
  const times: number[][] = reads.map(() => []);
  for (let i = 0; i < warmUp + runs; i += 1) {
    for (const [n, read] of reads.entries()) {
      const started = performance.now();
      await read(i);
      if (i >= warmUp) times[n]!.push(performance.now() - started);
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!);
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
  await fillBookings(database, {
    seed: 0.42,
    bookings: BOOKINGS,
    firstDay: FIRST_DAY,
    spanDays: YEARS * 365,
    maxDays: 5,
  });
  const config = parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused", READ_CACHE_MB: "0" });
  const app = await buildApp({ config, database, db: database.db, now: () => new Date() });
  const cachedApp = await buildApp({
    config: { ...config, READ_CACHE_MB: 64 },
    database,
    db: database.db,
    now: () => new Date(),
  });
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: PASSWORD },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === "sid")?.value}`;
    const get = async (url: string, from = app, headers: Record<string, string> = {}, status = 200) => {
      const response = await from.inject({ method: "GET", url, headers: { cookie, ...headers } });
      if (response.statusCode !== status) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
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

    // The API's read and its own statement alternate, so the ratio is not the machine's load changing.
    const [monthMedian = Number.NaN, jsonAggMedian = Number.NaN] = await timedTogether(
      MONTH_READS,
      MONTHS.length,
      [
        (i) => get(monthUrl(i)),
        (i) => {
          const { from, to } = MONTHS[i % MONTHS.length]!;
          return readBookingsJson({ db: database.db, from, to });
        },
      ],
    );
    const etags: string[] = [];
    for (let i = 0; i < MONTHS.length; i++)
      etags.push((await get(monthUrl(i), cachedApp)).headers.etag as string);
    const cachedMedian = await timed(MONTH_READS, MONTHS.length, (i) => get(monthUrl(i), cachedApp));
    const notModifiedMedian = await timed(MONTH_READS, MONTHS.length, (i) =>
      get(monthUrl(i), cachedApp, { "if-none-match": etags[i % MONTHS.length]! }, 304),
    );
    const rawMedian = await timed(MONTH_READS, MONTHS.length, (i) => {
      const { from, to } = MONTHS[i % MONTHS.length]!;
      return raw(RAW_MONTH_SQL, [from, to]);
    });
    const conflictsUrl = (i: number) => monthUrl(i).replace("/api/bookings", "/api/conflicts");
    let monthConflicts = 0;
    for (let i = 0; i < MONTHS.length; i += 1)
      monthConflicts += (await get(conflictsUrl(i))).json().conflicts.length;
    const conflictsMedian = await timed(MONTH_READS, MONTHS.length, (i) => get(conflictsUrl(i)));
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
      jsonAggMedian,
      cachedMedian,
      notModifiedMedian,
      rawMedian,
      allMedian,
      allBytes,
      conflictsMedian,
      monthConflicts: Math.round(monthConflicts / MONTHS.length),
    };
  } finally {
    await app.close();
    await cachedApp.close();
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
        `    month's json_agg query (baseline) ${ms(row.jsonAggMedian)}\n` +
        `    GET /api/bookings?from&to (month, uncached) ${ms(row.monthMedian)}   month/json_agg ${ratio(row.monthMedian / row.jsonAggMedian)} (aim: within 1.5x)\n` +
        `    the same month from the read cache          ${ms(row.cachedMedian)}   uncached/cached ${ratio(row.monthMedian / row.cachedMedian)}\n` +
        `    the same month as 304 Not Modified          ${ms(row.notModifiedMedian)}\n` +
        `    month as a plain SQL join (old baseline)    ${ms(row.rawMedian)}   month/join ${ratio(row.monthMedian / row.rawMedian)}\n` +
        `    GET /api/bookings (all, ${(row.allBytes / 1e6).toFixed(1)} MB)   ${ms(row.allMedian)}   all/month ${ratio(row.allMedian / row.monthMedian)} (aim: at least 20x)\n` +
        `    GET /api/conflicts?from&to (month, ${row.monthConflicts} conflicts) ${ms(row.conflictsMedian)}   conflicts/month ${ratio(row.conflictsMedian / row.monthMedian)} (aim: within 2x)`,
    );
  }
  if (!url) console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBookingsReadBench();
