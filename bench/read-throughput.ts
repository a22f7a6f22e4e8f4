/**
 * Read throughput (docs/decisions/012): autocannon, 10 connections for READ_BENCH_SECONDS (10 by default) per
 * target, against a server listening on localhost, on PGlite and on PostgreSQL in the same run:
 *   - GET /api/health (the baseline: what the server answers with no database and no session),
 *   - GET /api/auth/me (the session check alone, one query: the floor under every signed-in read),
 *   - a signed-in month read (GET /api/bookings?from&to, about 300 bookings) with the read cache off
 *     (READ_CACHE_MB=0) and on (the default),
 *   - the reference lists the table reads (customers, locations, types, fleet, statuses) in turn, off
 *     and on.
 * Every target is loaded for a few seconds unmeasured first. Prints requests/s, p99 and the ratio to
 * health (aim: the cached month read at least 50% of health, p99 under 50 ms). Not asserted. The load
 * comes from a process of its own (bench/read-load.ts).
 *
 *   npx tsx bench/read-throughput.ts            PGlite only
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/read-throughput.ts   (or TEST_DATABASE_URL) both
 *   READ_BENCH_SECONDS=3 ...                   a quick run
 */
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/seed/seed.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import { addDays } from "../src/shared/dates.ts";
import { fillBookings } from "./fill-bookings.ts";

const PASSWORD = "bench password 1";
const MONTH = { from: "2031-03-01", to: "2031-03-31" };
const MONTH_BOOKINGS = 300;
const SECONDS = Number(process.env.READ_BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const LISTS = [
  "/api/customers",
  "/api/locations",
  "/api/aircraft-types",
  "/api/aircraft-types-with-aircraft",
  "/api/booking-statuses",
];
const root = fileURLToPath(new URL("..", import.meta.url));

interface Load {
  rps: number;
  p99: number;
  failed: number;
  total: number;
  /** This process's processor time per request, µs: the server's, as the load comes from another process. */
  cpuUs: number;
}

export interface ReadThroughputFigures {
  database: string;
  monthBytes: number;
  health: Load;
  me: Load;
  month: { off: Load; on: Load };
  lists: { off: Load; on: Load };
}

/** Runs bench/read-load.ts against `paths` and returns what autocannon measured. */
async function load(url: string, paths: string[], cookie: string, seconds = SECONDS): Promise<Load> {
  const before = process.cpuUsage();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "bench/read-load.ts", JSON.stringify({ url, paths, seconds, cookie })],
    { cwd: root, maxBuffer: 1 << 20 },
  );
  const used = process.cpuUsage(before);
  const measured = JSON.parse(stdout) as Omit<Load, "cpuUs">;
  return { ...measured, cpuUs: (used.user + used.system) / measured.total };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(label: string, database: Database): Promise<ReadThroughputFigures> {
  await migrate(database.db);
  await seed(database.db, { adminPassword: PASSWORD, demoData: false, today: new Date() });
  // A year of bookings around the measured month: about 300 bookings of 1 to 3 days in each month.
  await fillBookings(database, {
    seed: 0.16,
    bookings: MONTH_BOOKINGS * 12,
    firstDay: addDays(MONTH.from, -180),
    spanDays: 365,
    maxDays: 3,
  });
  const config = parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused", READ_CACHE_MB: "0" });
  const build = (readCacheMb: number) =>
    buildApp({
      config: { ...config, READ_CACHE_MB: readCacheMb },
      database,
      db: database.db,
      now: () => new Date(),
    });
  const uncached = await build(0);
  const cached = await build(64);
  try {
    const [offUrl, onUrl] = [await listen(uncached), await listen(cached)];
    const login = await fetch(`${offUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1]}`;
    const month = `/api/bookings?from=${MONTH.from}&to=${MONTH.to}`;
    const monthBytes = (await (await fetch(`${offUrl}${month}`, { headers: { cookie } })).arrayBuffer())
      .byteLength;
    // Unmeasured first: a server fresh from filling the data was still compiling its hot paths and
    // collecting the fill's garbage, which made whichever line ran first (health, the baseline) the
    // slow one, by up to half, and every ratio with it.
    for (const [url, paths] of [
      [onUrl, ["/api/health", "/api/auth/me", month, ...LISTS]],
      [offUrl, [month, ...LISTS]],
    ] as const)
      await load(url, [...paths], cookie, WARM_UP_SECONDS);
    return {
      database: label,
      monthBytes,
      health: await load(onUrl, ["/api/health"], cookie),
      me: await load(onUrl, ["/api/auth/me"], cookie),
      month: { off: await load(offUrl, [month], cookie), on: await load(onUrl, [month], cookie) },
      lists: { off: await load(offUrl, LISTS, cookie), on: await load(onUrl, LISTS, cookie) },
    };
  } finally {
    await uncached.close();
    await cached.close();
  }
}

/** Measures on a freshly opened database and closes it (dropping a PostgreSQL scratch schema). */
async function measureOn(label: string, database: Database): Promise<ReadThroughputFigures> {
  try {
    return await measure(label, database);
  } finally {
    await database.close();
  }
}

/** The server's processor time per request, and what share of health's rate that time would allow. */
const cpuCell = (load: Load, health: Load) =>
  `${load.cpuUs.toFixed(1).padStart(6)} µs ${`${((100 * health.cpuUs) / load.cpuUs).toFixed(1)}%`.padStart(6)}`.padEnd(
    36,
  );

const cell = (load: Load, health: Load) => {
  const failed = load.failed ? ` ${load.failed} failed!` : "";
  return `${Math.round(load.rps).toString().padStart(6)}/s p99 ${`${load.p99} ms`.padStart(7)} ${`${((100 * load.rps) / health.rps).toFixed(1)}%`.padStart(6)}${failed}`.padEnd(
    36,
  );
};

export async function runReadThroughputBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(
    `\nread throughput: autocannon, 10 connections, ${SECONDS} s per line (READ_BENCH_SECONDS); requests/s, p99, % of health's rate`,
  );
  const rows = [await measureOn("PGlite", await openPglite())];
  if (url) rows.push(await measureOn("PostgreSQL", await openScratchPostgres(url, "bench")));
  const line = (name: string, pick: (row: ReadThroughputFigures) => Load) =>
    console.log(`  ${name.padEnd(30)}${rows.map((row) => cell(pick(row), row.health)).join("")}`);
  console.log(`  ${"".padEnd(30)}${rows.map((row) => row.database.padEnd(36)).join("")}`);
  line("GET /api/health (baseline)", (row) => row.health);
  line("GET /api/auth/me (session only)", (row) => row.me);
  line(`month read, cache off (${Math.round(rows[0]!.monthBytes / 1024)} KB)`, (row) => row.month.off);
  line("month read, cache on", (row) => row.month.on);
  line("reference lists, cache off", (row) => row.lists.off);
  line("reference lists, cache on", (row) => row.lists.on);
  console.log("  (aims: the month read with the cache on at least 50% of health's rate, p99 under 50 ms)");
  // The load generator shares the machine's cores: a larger answer costs it more to read, so the rate
  // above can be the generator's limit while the server idles. The server's own processor time per
  // request says what rate the server could serve.
  console.log("  the server's processor time per request, and the share of health's rate it allows:");
  const cpuLine = (name: string, pick: (row: ReadThroughputFigures) => Load) =>
    console.log(`  ${name.padEnd(30)}${rows.map((row) => cpuCell(pick(row), row.health)).join("")}`);
  cpuLine("GET /api/health (baseline)", (row) => row.health);
  cpuLine("month read, cache on", (row) => row.month.on);
  cpuLine("reference lists, cache on", (row) => row.lists.on);
  if (!url) console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runReadThroughputBench();
