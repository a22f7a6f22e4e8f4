/**
 * `npm run bench:edit`: what one inline edit costs (docs/decisions/037), the remarks of one day of a
 * booking in a busy month saved through the API (`app.inject`: sign-in check, version check, the edit's
 * transaction, the answer), each save a new value, so each writes its history record. Printed for the
 * code of this tree ("after") and for the code of another commit ("before", BENCH_BEFORE, the code
 * before decision 037 by default), run in turn in one run, on PGlite and on PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, at a year of a busy operator (20,000 bookings over
 * 2026) and, with BENCH_EDIT_TEN_YEARS=1, at ten years (200,000 over 2026-2036; as many a month, so the
 * answer's work is the same and only what surrounds it grows). Medians and 90th percentiles in ms, and
 * their ratios; printed, never asserted. The "before" code is checked out into a temporary git worktree
 * (sharing this tree's node_modules) and this file's measuring part runs there.
 *
 *   npm run bench:edit
 *   BENCH_EDIT_FIELD=departure-time npm run bench:edit
 *   BENCH_DATABASE_URL=postgres://... BENCH_EDIT_TEN_YEARS=1 BENCH_BEFORE=<commit> npm run bench:edit
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const BEFORE = process.env.BENCH_BEFORE ?? "7e4b734";
const EDITS = Number(process.env.BENCH_EDITS ?? 300);
/**
 * The field saved: the remarks by default, whose edit answers the conflicts kept for its booking
 * (decision 037, "Conflicts kept"); `departure-time` reads them again on every save, as an edit of
 * anything conflicts are read from must.
 */
const FIELD = process.env.BENCH_EDIT_FIELD === "departure-time" ? "departure-time" : "remarks";
const WARM_UP = 30;
const SIZES = [
  { label: "a year (20,000 bookings)", bookings: 20_000, days: 365, customers: 200 },
  ...(process.env.BENCH_EDIT_TEN_YEARS === "1"
    ? [{ label: "ten years (200,000 bookings)", bookings: 200_000, days: 3650, customers: 2_000 }]
    : []),
];

interface Figures {
  median: number;
  p90: number;
}

/** The measuring part, run in the tree whose code is measured: prints the figures as one JSON line. */
async function measure(size: (typeof SIZES)[number]): Promise<Figures> {
  const { sql } = await import("drizzle-orm");
  const { createTestApp } = await import("../src/server/testing/test-app.ts");
  const { fillBookings } = await import("./fill-bookings.ts");
  const t = await createTestApp();
  try {
    const { db } = t.database;
    await db.execute(sql`
      insert into aircraft (registration, id_aircraft_type)
      select 'G-SC' || lpad(i::text, 2, '0'), (select min(id) from aircraft_type) + i % 3
      from generate_series(1, 40 - (select count(*) from aircraft)::int) i`);
    await fillBookings(t.database, {
      seed: 0.37,
      bookings: size.bookings,
      firstDay: "2026-01-01",
      spanDays: size.days,
      maxDays: 5,
      customers: size.customers,
    });
    // Days of April 2026's bookings, a busy month in both sizes.
    const targets = (
      (await db.execute(sql`
        select d."bookingId" as id, d.date::text as date from scheduler_booking_daily_details d
        where d.date between '2026-04-01' and '2026-04-30' order by d.id limit 100`)) as unknown as {
        rows: { id: number; date: string }[];
      }
    ).rows;
    const cookie = await t.login("admin");
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + EDITS; i++) {
      const { id, date } = targets[i % targets.length]!;
      const started = performance.now();
      const response = await t.app.inject({
        method: "PATCH",
        url: `/api/bookings/${id}/daily-details/${date}/${FIELD}`,
        headers: { cookie },
        payload:
          FIELD === "remarks" ? { remarks: `Bench edit ${i}` } : { departureTime: `${10 + (i % 10)}:00` },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`edit: ${response.statusCode} ${response.body}`);
      if (i >= WARM_UP) times.push(ms);
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)]!,
      p90: sorted[Math.floor(sorted.length * 0.9)]!,
    };
  } finally {
    await t.close();
  }
}

/** Runs the measuring part of `tree` (this file, copied there) in a child process. */
function measureIn(tree: string, size: number, databaseUrl: string | undefined): Figures {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_EDIT_SIZE: String(size) };
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  const out = execFileSync("npx", ["tsx", "bench/inline-edit.ts"], { cwd: tree, env, encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Figures;
}

/** The BEFORE commit in a temporary worktree beside this one, with this file and node_modules. */
function checkOutBefore(root: string): string | undefined {
  const tree = join(root, "..", `.bench-edit-before-${process.pid}`);
  try {
    execFileSync("git", ["worktree", "add", "--detach", tree, BEFORE], { cwd: root, stdio: "ignore" });
  } catch {
    return undefined;
  }
  symlinkSync(join(root, "node_modules"), join(tree, "node_modules"));
  copyFileSync(fileURLToPath(import.meta.url), join(tree, "bench", "inline-edit.ts"));
  return tree;
}

async function runInlineEditBench() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const before = checkOutBefore(root);
  console.log(
    `\ninline edit (${FIELD} of one day, through the API): median / p90 of ${EDITS} saves, ms; ` +
      (before ? `before = commit ${BEFORE}, after = this tree` : `commit ${BEFORE} not found: after only`),
  );
  try {
    for (const [label, databaseUrl] of [
      ["PGlite", undefined],
      ...(url ? [["PostgreSQL", url]] : []),
    ] as const) {
      for (const [index, size] of SIZES.entries()) {
        const old = before ? measureIn(before, index, databaseUrl) : undefined;
        const now = measureIn(root, index, databaseUrl);
        const shown = (f: Figures) => `${f.median.toFixed(2)} / ${f.p90.toFixed(2)}`;
        console.log(
          `  ${label.padEnd(10)} ${size.label.padEnd(28)} ` +
            (old
              ? `before ${shown(old)}   after ${shown(now)}   ${(now.median / old.median).toFixed(2)}x median, ` +
                `${(now.p90 / old.p90).toFixed(2)}x p90`
              : `after ${shown(now)}`),
        );
      }
    }
    if (!url)
      console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
  } finally {
    if (before && existsSync(before)) {
      rmSync(join(before, "node_modules"));
      execFileSync("git", ["worktree", "remove", "--force", before], { cwd: root, stdio: "ignore" });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const size = process.env.BENCH_EDIT_SIZE;
  if (size === undefined) await runInlineEditBench();
  else console.log(JSON.stringify(await measure(SIZES[Number(size)]!)));
}
