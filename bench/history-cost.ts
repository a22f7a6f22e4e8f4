/**
 * What history costs an inline edit (docs/decisions/016): the remarks of one day saved again and again, in the
 * same run,
 *   - without history: the edit as it was before history was recorded (docs/decisions/016), one transaction of the UPDATE and the
 *     booking read every write answers, with its conflicts (every write answers them, docs/decisions/015)
 *     (the baseline),
 *   - with history: `updateDailyDetail`, whose UPDATE also hands back the old value, and which inserts
 *     the record,
 * taken in turns on the same database (2,000 bookings, so the history table is not empty), medians
 * printed with their ratio. Figures are printed, not asserted.
 *
 *   npx tsx bench/history-cost.ts            PGlite only
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/history-cost.ts   (or TEST_DATABASE_URL) both
 */
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { withConflicts } from "../src/server/bookings/booking-conflicts.ts";
import { createBooking } from "../src/server/bookings/create-booking.ts";
import { readBooking } from "../src/server/bookings/read-bookings.ts";
import { updateDailyDetail } from "../src/server/bookings/update-daily-detail.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { dailyDetails } from "../src/server/db/schema.ts";
import { seed } from "../src/server/seed/seed.ts";
import { addFixtures, bookingPayload, TEST_ACTOR } from "../src/server/testing/booking-fixtures.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import { createBookingPayload } from "../src/shared/bookings.ts";
import { addDays } from "../src/shared/dates.ts";

const BOOKINGS = 2_000;
const EDITS = 400;
const WARM_UP = 40;

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function measure(database: Database) {
  const { db } = database;
  await migrate(db);
  await seed(db, { adminPassword: "bench password 1", demoData: false, today: new Date() });
  const f = await addFixtures(db);
  const ids: number[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const startDate = addDays("2026-01-01", i % 300);
    const payload = createBookingPayload.parse(
      bookingPayload(f, { startDate, endDate: addDays(startDate, 2), remarks: "Survey" }),
    );
    ids.push((await createBooking({ db, actor: TEST_ACTOR, payload })).id);
  }

  const without: number[] = [];
  const withHistory: number[] = [];
  for (let i = 0; i < WARM_UP + EDITS; i++) {
    const id = ids[i % ids.length]!;
    const booking = await readBooking({ db, id });
    const date = booking.dailyDetails[1]!.date;
    // Each save changes the value, so each with-history save writes a record.
    const remarks = `Crew change ${i}`;

    const plainSave = () =>
      db.transaction(async (tx) => {
        await tx
          .update(dailyDetails)
          .set({ remarks: `${remarks} a` })
          .where(and(eq(dailyDetails.bookingId, id), eq(dailyDetails.date, date)))
          .returning({ id: dailyDetails.id });
        return withConflicts(tx, await readBooking({ db: tx, id }));
      });
    const recordedSave = () =>
      updateDailyDetail({ db, actor: TEST_ACTOR, bookingId: id, date, change: { remarks: `${remarks} b` } });
    // Each goes first every other time, so neither pays for the row the other just changed.
    let plain: number;
    let recorded: number;
    if (i % 2 === 0) {
      plain = await time(plainSave);
      recorded = await time(recordedSave);
    } else {
      recorded = await time(recordedSave);
      plain = await time(plainSave);
    }

    if (i >= WARM_UP) {
      without.push(plain);
      withHistory.push(recorded);
    }
  }
  return { without: median(without), withHistory: median(withHistory) };
}

async function measureOn(label: string, database: Database) {
  try {
    const { without, withHistory } = await measure(database);
    const more = (withHistory / without - 1) * 100;
    console.log(
      `  ${label.padEnd(10)} without history ${without.toFixed(2)} ms   with history ${withHistory.toFixed(2)} ms   ` +
        `${more >= 0 ? "+" : ""}${more.toFixed(0)}% (aim: under 20% more)`,
    );
  } finally {
    await database.close();
  }
}

export async function runHistoryCostBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(
    `\nhistory's cost to an inline edit (remarks of one day): medians of ${EDITS} saves each, taken in turns`,
  );
  await measureOn("PGlite", await openPglite());
  if (url) await measureOn("PostgreSQL", await openScratchPostgres(url, "bench"));
  else console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runHistoryCostBench();
