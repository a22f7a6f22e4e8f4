/**
 * What calendar feeds cost (docs/decisions/030): a year of bookings (about 3,600, 1 to 3 days each,
 * over the feed's 430-day window) on PGlite, one whole-schedule feed, the server listening on localhost:
 *   - building the feed from the database (read cache off), timed request by request,
 *   - the feed from the read cache (200), and answered 304 to If-None-Match, under autocannon
 *     (10 connections, FEED_BENCH_SECONDS each), beside /api/health measured in the same run,
 * then what 200 phones polling every 15 minutes would take of one core at those costs.
 * Printed, not asserted.
 *
 *   npm run bench:feeds
 */
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.ts";
import { createFeed } from "../src/server/calendar-feeds/feeds.ts";
import { parseConfig } from "../src/server/config.ts";
import { openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/seed/seed.ts";
import { addDays } from "../src/shared/dates.ts";
import { fillBookings } from "./fill-bookings.ts";

const SECONDS = Number(process.env.FEED_BENCH_SECONDS ?? 10);
const BUILDS = 20;
const PHONES = 200;
const POLL_S = 15 * 60;
const root = fileURLToPath(new URL("..", import.meta.url));

interface Load {
  rps: number;
  p99: number;
  failed: number;
  total: number;
}

async function load(url: string, path: string, headers: Record<string, string> = {}): Promise<Load> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      "bench/read-load.ts",
      JSON.stringify({ url, paths: [path], seconds: SECONDS, cookie: "", headers }),
    ],
    { cwd: root, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as Load;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const database = await openPglite();
await migrate(database.db);
await seed(database.db, { adminPassword: "bench password 1", demoData: false, today: new Date() });
const today = new Date().toISOString().slice(0, 10);
await fillBookings(database, {
  seed: 0.28,
  bookings: 3_600,
  firstDay: addDays(today, -30),
  spanDays: 428,
  maxDays: 3,
});
const feed = await createFeed({
  db: database.db,
  actor: { id: null, username: "bench", name: "Bench" },
  payload: { name: "Everything", scope: "all", includeCancelled: true },
});
const config = parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused" });
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
  const times: number[] = [];
  let bytes = 0;
  let events = 0;
  for (let i = 0; i < BUILDS; i++) {
    const started = performance.now();
    const text = await (await fetch(`${offUrl}${feed.path}`)).text();
    times.push(performance.now() - started);
    bytes = Buffer.byteLength(text);
    events = text.split("BEGIN:VEVENT").length - 1;
  }
  times.sort((a, b) => a - b);
  const buildMs = times[Math.floor(times.length / 2)]!;
  const etag = (await fetch(`${onUrl}${feed.path}`)).headers.get("etag") ?? "";
  const health = await load(onUrl, "/api/health");
  const full = await load(onUrl, feed.path);
  const notModified = await load(onUrl, feed.path, { "if-none-match": etag });
  const perSecond = PHONES / POLL_S;
  const line = (label: string, l: Load) =>
    `${label.padEnd(30)} ${Math.round(l.rps).toString().padStart(6)}/s  p99 ${`${l.p99} ms`.padStart(7)}  ${((100 * l.rps) / health.rps).toFixed(1).padStart(5)}% of health${l.failed ? `  ${l.failed} failed!` : ""}`;
  console.log(
    `\ncalendar feeds: ${events} events, ${(bytes / 1024).toFixed(0)} KB; autocannon 10 connections, ${SECONDS} s per line`,
  );
  console.log(line("/api/health (baseline)", health));
  console.log(line("feed, from the read cache", full));
  console.log(line("feed, 304 to If-None-Match", notModified));
  console.log(
    `feed built from the database   median ${buildMs.toFixed(1)} ms of ${BUILDS} (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`,
  );
  console.log(
    `${PHONES} phones every ${POLL_S / 60} min = ${perSecond.toFixed(2)} requests/s: at most ${((perSecond * buildMs) / 10).toFixed(2)}% of one core if every poll rebuilt the feed, ` +
      `${((100 * perSecond) / notModified.rps).toFixed(3)}% at the 304 rate`,
  );
} finally {
  await uncached.close();
  await cached.close();
  await database.close();
}
