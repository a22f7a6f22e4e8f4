/**
 * A burst of calendar-feed polls right after a change (docs/decisions/044): a year of bookings (about
 * 3,600) and one whole-schedule feed, the server listening on localhost with the read cache on; each
 * round edits one day's remarks through the API, then sends BURST polls of the feed at once. Printed:
 * answers by status, how many times the feed was built from the database (its SQL counted at the
 * driver), the burst's wall time and slowest poll. On PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 *
 *   npx tsx bench/calendar-feed-burst.ts          BURST=200 ROUNDS=3 by default
 */
import type { AddressInfo } from "node:net";
import { buildApp } from "../src/server/app.ts";
import { createFeed } from "../src/server/calendar-feeds/feeds.ts";
import { parseConfig } from "../src/server/config.ts";
import { type Database, openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seed } from "../src/server/seed/seed.ts";
import { openScratchPostgres } from "../src/server/testing/scratch-schema.ts";
import { addDays } from "../src/shared/dates.ts";
import { fillBookings } from "./fill-bookings.ts";

const BURST = Number(process.env.BURST ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PASSWORD = "bench password 1";

/** Counts the feed's own query (the only one that joins the departure location under that alias). */
function countFeedBuilds(database: Database): () => number {
  let builds = 0;
  const target = (database.kind === "pglite" ? database.client : database.pool) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string })?.text;
    if (text?.includes('"scheduler_location" as departure')) builds++;
    return query(...args);
  };
  return () => builds;
}

async function measure(label: string, database: Database) {
  await migrate(database.db);
  await seed(database.db, { adminPassword: PASSWORD, demoData: false, today: new Date() });
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
  // 200 phones come from 200 addresses: lift the one-address connection limit this one client would meet.
  const app = await buildApp({
    config,
    database,
    db: database.db,
    now: () => new Date(),
    serverLimits: { maxConnectionsPerAddress: 1_000 },
  });
  const builds = countFeedBuilds(database);
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    });
    const cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1]}`;
    const text = await (await fetch(`${url}${feed.path}`)).text();
    const day = /UID:booking-(\d+)-(\d{4}-\d{2}-\d{2})@/.exec(text)!;
    console.log(
      `  ${label}: feed of ${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB, ${BURST} polls at once`,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      const edit = await fetch(`${url}/api/bookings/${day[1]}/daily-details/${day[2]}/remarks`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie, origin: url },
        body: JSON.stringify({ remarks: `burst round ${round}` }),
      });
      if (!edit.ok) throw new Error(`edit failed: ${edit.status} ${await edit.text()}`);
      const before = builds();
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: BURST }, async () => {
          const sent = performance.now();
          try {
            const response = await fetch(`${url}${feed.path}`);
            const body = await response.text();
            return { status: response.status, ms: performance.now() - sent, body };
          } catch (error) {
            // The server closed the connection (a timeout of its own): counted, not thrown.
            return { status: 0, ms: performance.now() - sent, body: String((error as Error).cause ?? error) };
          }
        }),
      );
      const wall = performance.now() - started;
      const statuses = new Map<string, number>();
      for (const { status, body } of answers) {
        const key = status === 200 ? "200" : `${status} ${body.slice(0, 80)}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      const slowest = Math.max(...answers.map((a) => a.ms));
      console.log(
        `    round ${round}: ${builds() - before} builds, wall ${wall.toFixed(0)} ms, slowest poll ${slowest.toFixed(0)} ms, ` +
          [...statuses].map(([key, n]) => `${n}× ${key}`).join(", "),
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

console.log("\ncalendar feed bursts after a change");
await measure("PGlite", await openPglite());
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) await measure("PostgreSQL", await openScratchPostgres(url, "bench"));
else console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
