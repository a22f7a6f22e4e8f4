/**
 * A busy hangar (docs/decisions/007): 200 open live-update streams (wall boards and desks) and 20 editors writing
 * as fast as the server answers, for 30 s, against `npm start`'s server in a process of its own.
 * Prints errors, write latency (p50/p99) beside the same writes from one editor on a quiet server
 * (the baseline, same run), health latency under load, and how many of the writes' change events
 * each stream received.
 *
 *   npm run bench:load                       PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:load    PostgreSQL too (a fresh database, dropped after)
 *   BENCH_SECONDS=10 npm run bench:load      a shorter run
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openEventStream } from "../src/server/testing/event-stream.ts";
import { freePort, startServer, tempDir } from "../src/server/testing/processes.ts";
import type { Booking } from "../src/shared/bookings.ts";

const STREAMS = 200;
const EDITORS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PASSWORD = "bench password 1";
const STREAMS_PER_SESSION = 5;
// A hangar's screens are several machines and accounts: the server caps streams per user (20) and per
// address (50, docs/decisions/025), so the 200 streams come from 10 read-only users, each on its own
// loopback address.
const SCREEN_USERS = 10;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(
    { ADMIN_PASSWORD: PASSWORD, DEMO_DATA: "1", LOG_LEVEL: "error", ...env },
    freePort(),
  );
  const base = server.url;
  try {
    const login = async (username = "admin") => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return `sid=${/sid=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1]}`;
    };
    const editorCookies: string[] = [];
    for (let i = 0; i < EDITORS; i++) editorCookies.push(await login());
    const all = (await (
      await fetch(`${base}/api/bookings`, { headers: { cookie: editorCookies[0]! } })
    ).json()) as Booking[];
    if (all.length < EDITORS) throw new Error(`the demo data has ${all.length} bookings; ${EDITORS} needed`);

    let writeErrors = 0;
    const writeOnce = async (cookie: string, booking: Booking, n: number) => {
      const day = booking.dailyDetails[0]!;
      const started = performance.now();
      try {
        const response = await fetch(`${base}/api/bookings/${booking.id}/daily-details/${day.date}/remarks`, {
          method: "PATCH",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ remarks: `load ${n}` }),
        });
        await response.arrayBuffer();
        if (!response.ok) writeErrors++;
      } catch {
        writeErrors++;
      }
      return performance.now() - started;
    };

    // Baseline, same run: one editor on a quiet server.
    const quiet: number[] = [];
    for (let n = 0; n < 100; n++) quiet.push(await writeOnce(editorCookies[0]!, all[0]!, n));
    const quietHealth: number[] = [];
    for (let n = 0; n < 100; n++) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      quietHealth.push(performance.now() - started);
    }

    let streamErrors = 0;
    const streams = [];
    for (let u = 0; u < SCREEN_USERS; u++) {
      const username = `screen${u}`;
      const created = await fetch(`${base}/api/users`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: editorCookies[0]!, origin: base },
        body: JSON.stringify({
          username,
          name: `Screen ${u}`,
          canEdit: false,
          canManageUsers: false,
          password: PASSWORD,
        }),
      });
      if (!created.ok)
        throw new Error(`could not add ${username}: ${created.status} ${await created.text()}`);
    }
    for (let i = 0; i < STREAMS / STREAMS_PER_SESSION; i++) {
      const user = i % SCREEN_USERS;
      const cookie = await login(`screen${user}`);
      for (let j = 0; j < STREAMS_PER_SESSION; j++) {
        const stream = await openEventStream(`${base}/api/events`, cookie, `127.0.1.${user + 1}`);
        if (stream.status !== 200) streamErrors++;
        streams.push(stream);
      }
    }
    let open = streams.length;
    for (const stream of streams) void stream.ended.then(() => open--);

    const latencies: number[] = [];
    const health: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    let writes = 0;
    const editors = editorCookies.map(async (cookie, i) => {
      for (let n = 0; performance.now() < until; n++) {
        latencies.push(await writeOnce(cookie, all[i]!, n));
        writes++;
      }
    });
    const prober = (async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await (await fetch(`${base}/api/health`)).arrayBuffer();
          health.push(performance.now() - started);
        } catch {
          health.push(Number.POSITIVE_INFINITY);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    await Promise.all([...editors, prober]);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const received = streams.map((stream) => stream.messages.filter((m) => m.event !== "comment").length);
    streamErrors += streams.length - open;
    for (const stream of streams) stream.close();
    return {
      database: label,
      writes,
      "writes/s": Math.round(writes / SECONDS),
      "write errors": writeErrors,
      "stream errors (refused or closed)": streamErrors,
      "write p50 / p99": `${ms(percentile(latencies, 0.5))} / ${ms(percentile(latencies, 0.99))}`,
      "quiet write p50 / p99 (baseline)": `${ms(percentile(quiet, 0.5))} / ${ms(percentile(quiet, 0.99))}`,
      "health p99 / quiet": `${ms(percentile(health, 0.99))} / ${ms(percentile(quietHealth, 0.99))}`,
      // The server coalesces a burst of changes into fewer events, so fewer events than writes is fine;
      // a stream far below the others missed changes.
      "events per stream min / median / max": `${Math.min(...received)} / ${percentile(received, 0.5)} / ${Math.max(...received)}`,
    };
  } finally {
    await server.stop();
  }
}

const results = [await measure("PGlite", { DATA_DIR: tempDir("bench-load") })];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `bench_load_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  try {
    results.push(await measure("PostgreSQL", { DATABASE_URL: `${pgUrl.replace(/\/[^/]*$/, "")}/${name}` }));
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
console.log(`\n${STREAMS} live-update streams, ${EDITORS} editors writing for ${SECONDS} s`);
console.table(results);
