/**
 * Finding a booking (docs/decisions/017): a database with 20,000 bookings over ten years (about 60,000
 * days), and in the same run the medians of searchBookings for a customer, a registration, a rare word
 * of the remarks and a common one, then the rare word again with the remarks' words index dropped (the
 * baseline: what the search costs without migration 0030's index). Figures are printed, not asserted.
 *
 *   npm run bench:search                      PGlite only
 *   BENCH_DATABASE_URL=postgres://... npm run bench:search   (or TEST_DATABASE_URL) both
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { searchBookings } from "../src/server/bookings/search-bookings.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/seed/seed.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import { fillBookings } from "./fill-bookings.ts";

const BOOKINGS = 20_000;
const RUNS = 40;

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 5; i += 1) {
    const started = performance.now();
    await run();
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function measure(label: string, database: Database) {
  try {
    await migrate(database.db);
    await seed(database.db, { adminPassword: "bench password 1", demoData: false, today: new Date() });
    await fillBookings(database, {
      seed: 0.42,
      bookings: BOOKINGS,
      firstDay: "2016-01-01",
      spanDays: 3650,
      maxDays: 5,
      customers: 120,
      locations: 60,
      rareRemark: "Winch training with 2 PAX",
    });
    const { db } = database;
    const found = async (q: string) => (await searchBookings({ db, q })).results.length;
    const searches = {
      customer: "customer 17",
      registration: "g-ldnb",
      rareWord: "winch",
      commonWord: "crew",
    };
    const figures: Record<string, { ms: number; found: number }> = {};
    for (const [name, q] of Object.entries(searches)) {
      figures[name] = { ms: await median(() => searchBookings({ db, q })), found: await found(q) };
    }
    await db.execute(sql`drop index daily_details_remarks_words_idx`);
    await db.execute(sql`analyze scheduler_booking_daily_details`);
    const unindexed = await median(() => searchBookings({ db, q: searches.rareWord }));
    const f = figures as Record<keyof typeof searches, { ms: number; found: number }>;
    const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
    console.log(
      `  ${label}\n` +
        `    customer 'Customer 17'        ${ms(f.customer.ms)}  (${f.customer.found} shown)\n` +
        `    registration 'G-LDNB'         ${ms(f.registration.ms)}  (${f.registration.found} shown)\n` +
        `    rare remarks word 'winch'     ${ms(f.rareWord.ms)}  (${f.rareWord.found} shown)\n` +
        `    common remarks word 'crew'    ${ms(f.commonWord.ms)}  (${f.commonWord.found} shown)\n` +
        `    'winch' without the words index (baseline) ${ms(unindexed)}   baseline/indexed ${(unindexed / f.rareWord.ms).toFixed(1)}x`,
    );
  } finally {
    await database.close();
  }
}

export async function runBookingSearchBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(`\nbooking search: ${BOOKINGS} bookings over ten years; medians of ${RUNS} searches`);
  await measure("PGlite", await openPglite());
  if (url) await measure("PostgreSQL", await openScratchPostgres(url, "bench"));
  else console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBookingSearchBench();
