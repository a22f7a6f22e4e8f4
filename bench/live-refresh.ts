/**
 * Live refresh latency (docs/decisions/003): over 200 writes, the time from a write's answer at one client (an
 * inline remarks edit, PATCH .../remarks) to the change event at another client's `GET /api/events`
 * stream, on PGlite and on PostgreSQL. The browser's 100 ms coalescing delay comes on top.
 *
 * Reads per write (docs/decisions/012): the web app in two Chromium pages on the same month, one making inline
 * remarks edits; the month reads (`GET /api/bookings?from&to`) each page makes per edit (aim: 1 on the
 * writer's screen, its refetch after the write, the echo of its own change skipped; 1 on the other).
 *
 *   npx tsx bench/live-refresh.ts            PGlite only
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/live-refresh.ts   (or TEST_DATABASE_URL) both
 */
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright";
import { buildWebIfStale } from "../scripts/ensure-web-build.ts";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/seed/seed.ts";
import { changeOf, openEventStream } from "../src/server/testing/event-stream.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import type { Booking } from "../src/shared/bookings.ts";

const WRITES = 200;
const WARM_UP = 20;
const SCREEN_EDITS = 5;
const PASSWORD = "bench password 1";

export interface LiveRefreshFigures {
  database: string;
  writes: number;
  /** Write answered at client A -> change event at client B, in ms (0 when the event came first). */
  median: number;
  p95: number;
  /** Baseline from the same run: the write's own round trip. */
  writeMedian: number;
  eventsBeforeAnswer: number;
  /** Month reads per inline edit on the writer's screen and on another screen. */
  readsPerWrite: { writer: number; other: number };
}

/** Month reads per edit in two browser screens on the month of `booking`, the first editing its remarks. */
async function measureReadsPerWrite(
  base: string,
  cookies: string[],
  booking: Booking,
): Promise<{ writer: number; other: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const open = async (cookie: string) => {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1600, height: 1000 } });
      await context.addCookies([{ name: "sid", value: cookie.replace(/^sid=/, ""), url: base }]);
      await context.addInitScript(
        (month) => {
          localStorage.setItem("scheduler.initialised.admin", "true");
          localStorage.setItem("scheduler.month", month);
        },
        booking.startDate.slice(0, 7),
      );
      const page = await context.newPage();
      const reads: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "GET" && request.url().includes("/api/bookings?")) reads.push(request.url());
      });
      await page.goto("/");
      return { page, reads };
    };
    const remarks = (page: Page, text: string) =>
      page.getByRole("button", { name: `Remarks: ${text}`, exact: true });
    const [writer, other] = [await open(cookies[0]!), await open(cookies[1]!)];
    const first = booking.dailyDetails[0]!.remarks;
    await Promise.all([writer, other].map(({ page }) => remarks(page, first).first().waitFor()));
    // Both screens hold their live-update streams, and nothing else is on its way.
    await writer.page.waitForTimeout(1_000);
    writer.reads.length = 0;
    other.reads.length = 0;
    let current = first;
    for (let i = 0; i < SCREEN_EDITS; i++) {
      const next = `screen edit ${i}`;
      await remarks(writer.page, current).first().click();
      await writer.page.keyboard.press("ControlOrMeta+a");
      await writer.page.keyboard.type(next);
      await writer.page.keyboard.press("Enter");
      await remarks(other.page, next).first().waitFor();
      // Long past the 100 ms coalescing delay: any second read would have started.
      await writer.page.waitForTimeout(1_000);
      current = next;
    }
    return { writer: writer.reads.length / SCREEN_EDITS, other: other.reads.length / SCREEN_EDITS };
  } finally {
    await browser.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

async function measure(label: string, database: Database): Promise<LiveRefreshFigures> {
  await migrate(database.db);
  await seed(database.db, { adminPassword: PASSWORD, demoData: true, today: new Date() });
  const config = parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused" });
  const app = await buildApp({ config, database, db: database.db, now: () => new Date() });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = async () => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return `sid=${/sid=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1]}`;
    };
    // Two people: A edits, B watches.
    const [writer, watcher] = [await login(), await login()];
    const listResponse = await fetch(`${base}/api/bookings`, { headers: { cookie: writer } });
    const [booking] = (await listResponse.json()) as Booking[];
    const day = booking?.dailyDetails[0];
    if (!booking || !day) throw new Error("the demo data has no booking to edit");
    const readsPerWrite = await measureReadsPerWrite(base, [writer, watcher], booking);
    const stream = await openEventStream(`${base}/api/events`, watcher);

    const latencies: number[] = [];
    const roundTrips: number[] = [];
    let eventsBeforeAnswer = 0;
    for (let i = 0; i < WARM_UP + WRITES; i += 1) {
      const since = stream.messages.length;
      const sent = performance.now();
      const response = await fetch(`${base}/api/bookings/${booking.id}/daily-details/${day.date}/remarks`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie: writer },
        body: JSON.stringify({ remarks: `bench edit ${i}` }),
      });
      await response.arrayBuffer();
      const answered = performance.now();
      if (!response.ok) throw new Error(`write failed: ${response.status}`);
      const event = await stream.next(changeOf("scheduler_booking_daily_details"), { since });
      if (i < WARM_UP) continue;
      if (event.at < answered) eventsBeforeAnswer += 1;
      latencies.push(Math.max(0, event.at - answered));
      roundTrips.push(answered - sent);
    }
    stream.close();
    latencies.sort((a, b) => a - b);
    roundTrips.sort((a, b) => a - b);
    return {
      database: label,
      writes: WRITES,
      median: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      writeMedian: percentile(roundTrips, 0.5),
      eventsBeforeAnswer,
      readsPerWrite,
    };
  } finally {
    await app.close();
  }
}

/** Measures on a freshly opened database and closes it (dropping a PostgreSQL scratch schema). */
async function measureOn(label: string, database: Database): Promise<LiveRefreshFigures> {
  try {
    return await measure(label, database);
  } finally {
    await database.close();
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);

export async function runLiveRefreshBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  await buildWebIfStale();
  console.log(
    `\nlive refresh: write answered at client A -> change event at client B, ${WRITES} writes; month reads per inline edit in two browser screens, ${SCREEN_EDITS} edits`,
  );
  const rows = [await measureOn("PGlite", await openPglite())];
  if (url) rows.push(await measureOn("PostgreSQL", await openScratchPostgres(url, "bench")));
  for (const row of rows) {
    console.log(
      `  ${row.database.padEnd(10)}  median ${ms(row.median)}  p95 ${ms(row.p95)}` +
        `   (baseline, the write's round trip: median ${ms(row.writeMedian)};` +
        ` event before the answer in ${row.eventsBeforeAnswer}/${row.writes})\n` +
        `              month reads per write: ${row.readsPerWrite.writer} on the writer's screen, ${row.readsPerWrite.other} on another screen (aim: 1 and 1)`,
    );
  }
  if (!url) console.log("  PostgreSQL  skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runLiveRefreshBench();
