/**
 * A crowded day (docs/decisions/024): N bookings of one registration on one date, their times spread
 * over 0600-2000 for one to three hours each (so each overlaps a few hundred others, as a duplicated
 * import does). For N = 100, 400 and 800, in the same run and on the same database:
 *   - a write on the crowded day: `createBooking` of one more flight there, answered with its conflicts,
 *   - a write on a quiet day (the baseline): the same on a date where the aircraft flies once,
 *   - the crowded day's conflicts read (`readConflicts` over that date), with its JSON size.
 * Medians printed, with the crowded write's ratio to the quiet one (aim: within 3x). Printed, not
 * asserted.
 *
 *   npm run bench:crowded            PGlite only
 *   BENCH_DATABASE_URL=postgres://... npm run bench:crowded   (or TEST_DATABASE_URL) both
 */
import { fileURLToPath } from "node:url";
import { createBooking } from "../src/server/bookings/create-booking.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { bookings, dailyDetails } from "../src/server/db/schema.ts";
import { readConflicts } from "../src/server/fleet/read-conflicts.ts";
import { seed } from "../src/server/seed/seed.ts";
import {
  addFixtures,
  bookingPayload,
  type Fixtures,
  TEST_ACTOR,
} from "../src/server/testing/booking-fixtures.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import { createBookingPayload } from "../src/shared/bookings.ts";
import { addDays } from "../src/shared/dates.ts";

const SIZES = (process.env.CROWDED_SIZES ?? "100,400,800").split(",").map(Number);
const SAMPLES = Number(process.env.CROWDED_SAMPLES ?? 7);
const FIRST = "2032-03-01";

async function time<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}`;

/** `count` one-day bookings of G-LDNA on `date`, inserted in bulk (writing them one by one is what is measured). */
async function crowd(database: Database, f: Fixtures, date: string, count: number) {
  const { db } = database;
  const rows = await db
    .insert(bookings)
    .values(
      Array.from({ length: count }, () => ({
        customerId: f.customers.acme,
        aircraftTypeId: f.types.AW139,
        departureId: f.locations.base,
        startDate: date,
        endDate: date,
        allocatedAircraftId: f.aircraft["G-LDNA"]!,
      })),
    )
    .returning({ id: bookings.id });
  await db.insert(dailyDetails).values(
    rows.map((row, i) => ({
      bookingId: row.id,
      date,
      destinationId: f.locations.rig,
      departureTime: hhmm(360 + ((i * 7) % 840)),
      expectedAircraftHours: String(1 + (i % 3)),
      bookingStatusId: f.statuses.confirmed,
    })),
  );
}

const write = (db: Database["db"], f: Fixtures, date: string, minute: number) =>
  createBooking({
    db,
    actor: TEST_ACTOR,
    payload: createBookingPayload.parse(
      bookingPayload(f, {
        startDate: date,
        endDate: date,
        departureTime: hhmm(minute),
        expectedHours: "1",
        allocatedAircraftId: f.aircraft["G-LDNA"]!,
        bookingStatusId: f.statuses.confirmed,
      }),
    ),
  });

async function measureOn(label: string, database: Database) {
  try {
    const { db } = database;
    await migrate(db);
    await seed(db, { adminPassword: "bench password 1", demoData: false, today: new Date() });
    const f = await addFixtures(db);
    for (const [index, size] of SIZES.entries()) {
      const crowded = addDays(FIRST, index * 7);
      const quiet = addDays(crowded, 3);
      await crowd(database, f, crowded, size);
      await write(db, f, quiet, 600);
      const crowdedWrites: number[] = [];
      const quietWrites: number[] = [];
      const reads: number[] = [];
      let bytes = 0;
      let clashes = 0;
      // One more flight a sample on each day; in turns, so neither pays for the other's warm-up.
      for (let i = 0; i < SAMPLES; i++) {
        const onCrowded = await time(() => write(db, f, crowded, 720 + i));
        clashes = onCrowded.value.conflicts.length;
        crowdedWrites.push(onCrowded.ms);
        // The quiet day's flights follow each other, so each write there clashes with none.
        quietWrites.push((await time(() => write(db, f, quiet, 600 + 120 * (i + 1)))).ms);
        const read = await time(() => readConflicts({ db, from: crowded, to: crowded }));
        reads.push(read.ms);
        bytes = JSON.stringify({ conflicts: read.value }).length;
      }
      const ratio = median(crowdedWrites) / median(quietWrites);
      console.log(
        `  ${label.padEnd(10)} ${String(size).padStart(4)} flights: write ${median(crowdedWrites).toFixed(1)} ms ` +
          `(${clashes} conflicts answered) vs quiet ${median(quietWrites).toFixed(1)} ms = ${ratio.toFixed(1)}x ` +
          `(aim: within 3x); conflicts read ${median(reads).toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KB`,
      );
    }
  } finally {
    await database.close();
  }
}

export async function runCrowdedDayBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(`\na crowded day: one registration, N flights on one date; medians of ${SAMPLES} samples`);
  await measureOn("PGlite", await openPglite());
  if (url) await measureOn("PostgreSQL", await openScratchPostgres(url, "bench"));
  else console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runCrowdedDayBench();
