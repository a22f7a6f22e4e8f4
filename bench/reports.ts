/**
 * `npm run bench:reports`: the Reports page's figures (docs/decisions/035) over one year of data and over
 * ten, in one run on PGlite, without the rest of `bench:scale`. Both databases are built as bench:scale
 * builds them (its SQL fill, so migration 0060's triggers fill `report_days` as they do for any write),
 * less the history the reports never read. Each is then opened in this process and `readReports`, the
 * route's one statement, is timed: each of the twelve months of 2026 once, and seven year-long periods
 * from 1 to 7 January 2026 (as bench:scale does through HTTP, where the read cache adds the JSON).
 * Medians in ms, with the ratio of ten years to one. Figures are printed, not asserted.
 */

import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openPglite } from "../src/server/db/connection.ts";
import { readReports } from "../src/server/reports/read-reports.ts";
import { tempDir } from "../src/server/testing/processes.ts";
import { addDays } from "../src/shared/dates.ts";
import { build, MONTHS, SIZES, type Size, timed } from "./scale.ts";

async function measure(size: Size): Promise<Record<string, number>> {
  const dir = tempDir("bench-reports");
  try {
    const buildMs = await build(join(dir, "db"), size, { history: false });
    console.log(`  ${size.label}: built in ${(buildMs / 1000).toFixed(1)} s`);
    const database = await openPglite(join(dir, "db"));
    try {
      const { db } = database;
      return {
        "reports, a month": await timed(MONTHS.length, (i) =>
          readReports({ db, ...MONTHS[i]! }).then(() => undefined),
        ),
        "reports, a year": await timed(7, (i) =>
          readReports({ db, from: addDays("2026-01-01", i), to: addDays("2026-12-31", i) }).then(
            () => undefined,
          ),
        ),
      };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runReportsBench(): Promise<void> {
  console.log("bench/reports: PGlite, readReports in process, medians in ms");
  const [one, ten] = [await measure(SIZES[0]), await measure(SIZES[1])];
  console.log(`  ${"".padEnd(16)}  ${"one year".padStart(9)}  ${"ten years".padStart(9)}  ratio`);
  for (const [name, value] of Object.entries(one)) {
    const large = ten[name]!;
    console.log(
      `  ${name.padEnd(16)}  ${value.toFixed(1).padStart(9)}  ${large.toFixed(1).padStart(9)}  ${(large / value).toFixed(2)}x`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runReportsBench();
