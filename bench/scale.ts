/**
 * `npm run bench:scale`: ten years of a busy operator beside a tenth of it, measured in one run on PGlite.
 *
 * Each database is built inside PGlite with generate_series (seconds, not the API's hours):
 *   - ten years: 200,000 bookings of 1-5 days over 2026-2036, 2,000 customers, 400 locations, 40 aircraft
 *     and 1,000,000 history rows;
 *   - the baseline, the same operator after one year: 20,000 bookings over 2026 (as busy a month), 200
 *     customers, 40 locations, 40 aircraft and 100,000 history rows.
 * Then `npm start`'s server is started on it as a user would, and the bench prints for each, with the
 * ratio of ten years to the baseline (aim: every read within 1.5x, start-up within 2x):
 *   start-up (spawn to listening), a month read cold (each month read once, the read cache empty for it)
 *   and cached, the month's conflicts, the Reports page's figures for a month and a year, search by a customer's name and by a rare remarks word, the
 *   history feed's first page and a page deep in it, an inline edit (remarks of one day), a 40,000-row
 *   CSV import, the server's memory (RSS, after the reads) and the data directory's size.
 * Figures are printed, not asserted.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/seed/seed.ts";
import { freePort, startServer, tempDir } from "../src/server/testing/processes.ts";
import { addDays } from "../src/shared/dates.ts";
import { generate } from "./csv-import.ts";
import { fillBookings } from "./fill-bookings.ts";

const PASSWORD = "bench password 1";
const RARE = "Hoistwinchtest";
/**
 * The same busy operator after one year and after ten: as many bookings a month, ten times the years,
 * customers, places and history. The month reads read the same months of 2026 in both.
 */
export const SIZES = [
  {
    label: "one year, 20,000 bookings (baseline)",
    bookings: 20_000,
    days: 365,
    customers: 200,
    locations: 40,
    history: 100_000,
  },
  {
    label: "ten years, 200,000 bookings",
    bookings: 200_000,
    days: 3650,
    customers: 2_000,
    locations: 400,
    history: 1_000_000,
  },
] as const;
export type Size = (typeof SIZES)[number];
/** The twelve months of 2026, each read once cold, then one of them again and again. */
export const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const first = new Date(Date.UTC(2026, i, 1));
  const last = new Date(Date.UTC(2026, i + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
});
const REPEATS = 30;

/**
 * The database of one size, built in `dir` and closed again (the server opens it next); `bench:reports`
 * builds it without the history, which its reads never touch.
 */
export async function build(dir: string, size: Size, options = { history: true }): Promise<number> {
  const started = performance.now();
  const database = await openPglite(dir);
  try {
    await migrate(database.db);
    await seed(database.db, { adminPassword: PASSWORD, demoData: false, today: new Date() });
    // 40 aircraft over the seeded types (the seed has a few): registrations G-SCxx.
    await database.db.execute(sql`
      insert into aircraft (registration, id_aircraft_type)
      select 'G-SC' || lpad(i::text, 2, '0'), (select min(id) from aircraft_type) + i % 3
      from generate_series(1, 40 - (select count(*) from aircraft)::int) i`);
    await fillBookings(database, {
      seed: 0.29,
      bookings: size.bookings,
      firstDay: "2026-01-01",
      spanDays: size.days,
      maxDays: 5,
      customers: size.customers,
      locations: size.locations,
      rareRemark: RARE,
    });
    if (options.history)
      await database.db.execute(sql`
      insert into history (at, user_id, username, user_name, entity, entity_id, label, action, changes)
      select now() - make_interval(mins => ${size.history} - i), 1, 'admin', 'Administrator', 'booking',
             1 + (i % ${size.bookings}), 'Booking ' || (1 + i % ${size.bookings}), 'changed',
             jsonb_build_array(jsonb_build_object('field', 'Remarks', 'date', null, 'from', '--', 'to', 'Crew change ' || i))
      from generate_series(1, ${size.history}) i`);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function timed(times: number, run: (i: number) => Promise<void>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run(i);
    ms.push(performance.now() - started);
  }
  return median(ms);
}

type Figures = Record<string, number>;

async function measure(size: Size): Promise<Figures> {
  const dataDir = tempDir("bench-scale");
  try {
    const buildMs = await build(join(dataDir, "db"), size);
    console.log(`  ${size.label}: built in ${(buildMs / 1000).toFixed(1)} s`);
    const spawned = performance.now();
    const server = await startServer(
      { DATA_DIR: join(dataDir, "db"), DEMO_DATA: "0", BACKUP_KEEP: "0", LOG_LEVEL: "warn" },
      freePort(),
    );
    const startUp = performance.now() - spawned;
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: PASSWORD }),
      });
      if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .join("; ");
      const call = async (path: string, init: RequestInit = {}) => {
        const response = await fetch(`${server.url}${path}`, {
          ...init,
          headers: { cookie, "content-type": "application/json", ...init.headers },
        });
        const body = await response.text();
        if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 300)}`);
        return body;
      };
      const month = (m: { from: string; to: string }) => `from=${m.from}&to=${m.to}`;
      const figures: Figures = { "start-up (spawn to listening)": startUp };
      figures["month read, cold"] = await timed(MONTHS.length, (i) =>
        call(`/api/bookings?${month(MONTHS[i]!)}`).then(() => undefined),
      );
      figures["month read, cached"] = await timed(REPEATS, () =>
        call(`/api/bookings?${month(MONTHS[0]!)}`).then(() => undefined),
      );
      figures["month's conflicts"] = await timed(MONTHS.length, (i) =>
        call(`/api/conflicts?${month(MONTHS[i]!)}`).then(() => undefined),
      );
      // Reports (docs/decisions/035): each period once, so each is read cold (the cache keys by period).
      figures["reports, a month, cold"] = await timed(MONTHS.length, (i) =>
        call(`/api/reports?${month(MONTHS[i]!)}`).then(() => undefined),
      );
      figures["reports, a year, cold"] = await timed(7, (i) =>
        call(`/api/reports?from=${addDays("2026-01-01", i)}&to=${addDays("2026-12-31", i)}`).then(
          () => undefined,
        ),
      );
      figures["search by customer"] = await timed(10, (i) =>
        call(`/api/bookings/search?q=${encodeURIComponent(`Customer ${17 + i}`)}`).then(() => undefined),
      );
      figures["search by a rare remarks word"] = await timed(10, () =>
        call(`/api/bookings/search?q=${RARE.slice(0, 10)}`).then(() => undefined),
      );
      figures["history, first page"] = await timed(10, () => call("/api/history").then(() => undefined));
      const deep = Math.floor(size.history / 2);
      figures["history, a page deep in it"] = await timed(10, (i) =>
        call(`/api/history?before=${deep - i * 1000}`).then(() => undefined),
      );
      const day = JSON.parse(await call(`/api/bookings?${month(MONTHS[3]!)}`)) as {
        id: number;
        dailyDetails: { date: string }[];
      }[];
      const target = day[0]!;
      figures["inline edit (remarks)"] = await timed(REPEATS, (i) =>
        call(`/api/bookings/${target.id}/daily-details/${target.dailyDetails[0]!.date}/remarks`, {
          method: "PATCH",
          body: JSON.stringify({ remarks: `Scale bench ${i}` }),
        }).then(() => undefined),
      );
      figures["40,000-row CSV import"] = await importCsv(call, cookie, server.url);
      figures["server memory (RSS, MB)"] = rssMb(server.pid);
      figures["data directory (MB)"] = Number(
        execFileSync("du", ["-sm", dataDir], { encoding: "utf8" }).split("\t")[0],
      );
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The CSV import's three calls, as the app makes them; the time of the import call itself. */
async function importCsv(
  call: (path: string, init?: RequestInit) => Promise<string>,
  cookie: string,
  base: string,
): Promise<number> {
  const { uploadURL } = JSON.parse(await call("/api/csv/upload-url", { method: "POST", body: "{}" })) as {
    uploadURL: string;
  };
  const put = await fetch(new URL(uploadURL, base), {
    method: "PUT",
    headers: { cookie, "content-type": "text/csv" },
    body: generate(),
  });
  if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
  const started = performance.now();
  await call("/api/csv/process", {
    method: "POST",
    body: JSON.stringify({ csvUrl: uploadURL, dryRun: false }),
  });
  return performance.now() - started;
}

const rssMb = (pid: number | undefined) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
};

export async function runScaleBench(): Promise<void> {
  console.log("bench/scale: PGlite, medians in ms unless marked");
  const [base, large] = [await measure(SIZES[0]), await measure(SIZES[1])];
  const width = Math.max(...Object.keys(base).map((k) => k.length));
  console.log(`  ${"".padEnd(width)}  ${"20,000".padStart(9)}  ${"200,000".padStart(9)}  ratio`);
  for (const [name, value] of Object.entries(base)) {
    const ten = large[name]!;
    console.log(
      `  ${name.padEnd(width)}  ${value.toFixed(1).padStart(9)}  ${ten.toFixed(1).padStart(9)}  ${(ten / value).toFixed(2)}x`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScaleBench();
