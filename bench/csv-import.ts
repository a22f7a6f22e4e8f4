/**
 * CSV import (docs/decisions/014): a generated file of about 5 MB (40,000 rows) uploaded and imported through the
 * API on PGlite and on PostgreSQL, printing rows per second and total time beside the time to check
 * the same file without writing it (the dry run, same run). Figures are printed, not asserted.
 *
 *   npm run bench:csv                   PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:csv   (or TEST_DATABASE_URL) both
 */
import { fileURLToPath } from "node:url";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/seed/seed.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import { addDays } from "../src/shared/dates.ts";

const ROWS = 40_000;
const PASSWORD = "bench password 1";

/** About 5 MB of valid rows: many customers, places and dates, a few two-day bookings. */
export function generate(): string {
  const types = ["AW139", "AW169", "EC135"];
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const start = addDays("2030-01-01", i % 3650);
    const end = i % 4 === 0 ? addDays(start, 1) : "";
    return `Customer ${i % 200},Base ${i % 30},Rig ${(i * 7) % 120},${types[i % 3]},${start},${end},${String(600 + (i % 12) * 100).padStart(4, "0")},${(i % 9) * 0.5},"Remarks for row ${i}: crew change, freight 200 kg, two passengers"`;
  });
  return `Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Expected Hours,Remarks\n${lines.join("\n")}\n`;
}

async function measure(label: string, database: Database) {
  try {
    await migrate(database.db);
    await seed(database.db, { adminPassword: PASSWORD, demoData: false, today: new Date() });
    const app = await buildApp({
      config: parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused" }),
      database,
      db: database.db,
      now: () => new Date(),
    });
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: PASSWORD },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === "sid")?.value}`;
    const csv = generate();
    const { uploadURL } = (
      await app.inject({ method: "POST", url: "/api/csv/upload-url", headers: { cookie } })
    ).json();
    await app.inject({
      method: "PUT",
      url: uploadURL,
      headers: { cookie, "content-type": "text/csv" },
      payload: csv,
    });
    const timed = async (dryRun: boolean) => {
      const started = performance.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/csv/process",
        headers: { cookie },
        payload: { csvUrl: uploadURL, dryRun },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(response.body);
      return { ms, stats: response.json().stats };
    };
    const check = await timed(true);
    const run = await timed(false);
    await app.close();
    return {
      label,
      mb: Buffer.byteLength(csv) / 1024 / 1024,
      check: check.ms,
      import: run.ms,
      created: run.stats.createdBookings,
    };
  } finally {
    await database.close();
  }
}

export async function runCsvImportBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const results = [await measure("PGlite", await openPglite())];
  if (url) results.push(await measure("PostgreSQL", await openScratchPostgres(url, "bench")));
  console.log(`\nCSV import: ${ROWS} rows`);
  for (const r of results) {
    console.log(
      `  ${r.label}: ${r.mb.toFixed(2)} MB, ${r.created} bookings in ${(r.import / 1000).toFixed(1)} s ` +
        `(${Math.round(r.created / (r.import / 1000))} rows/s; aim ${r.label === "PGlite" ? "under 6 s" : "under 3 s"}); ` +
        `checking alone (dry run, baseline) ${(r.check / 1000).toFixed(1)} s`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runCsvImportBench();
