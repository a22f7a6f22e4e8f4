/**
 * A daily snapshot at size (issue 42 item 7, docs/decisions/050). bench/scale.ts's one-year database
 * (20,000 bookings, 100,000 history rows; `SNAPSHOT_BENCH_SIZE=ten` for its ten years) on disk, then two
 * 40,000-row CSV imports of about 5 MB (bench/csv-import.ts's file, the second under other customers'
 * names) through the app, then the daily snapshot, as the server takes it, of the database in use.
 * While the second import runs and while the snapshot is taken, a second thread asks the server over
 * HTTP every 50 ms for `/api/health` (no database) and `/api/health/ready` (one query), and a reader
 * asks for a month another user has open (in the read cache) and for a month nobody has read since the
 * upload (not in it). Prints the WAL and the data directory after the imports, the snapshot's time and
 * size, and the longest wait of each probe. Figures are printed, not asserted.
 *
 *   npx tsx bench/snapshot-at-size.ts
 *   SNAPSHOT_BENCH_DIR=path   reuse a database built by an earlier run (a copy of it is used)
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { buildApp } from "../src/server/app.ts";
import { takeSnapshot } from "../src/server/backups/snapshots.ts";
import { parseConfig } from "../src/server/config.ts";
import { openPglite } from "../src/server/db/connection.ts";
import { databaseDir } from "../src/server/db/data-dir.ts";
import { tempDir } from "../src/server/testing/processes.ts";
import { generate } from "./csv-import.ts";
import { build, SIZES } from "./scale.ts";

/** bench/scale.ts's administrator password. */
const PASSWORD = "bench password 1";
const size = process.env.SNAPSHOT_BENCH_SIZE === "ten" ? SIZES[1] : SIZES[0];

/** Bytes of the database in `dir` (its snapshots left out), and those of its WAL. */
function sizes(dir: string): { total: number; wal: number } {
  let total = 0;
  let wal = 0;
  const walk = (path: string, inWal: boolean) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (path === dir && entry.name === "backups") continue;
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child, inWal || entry.name === "pg_wal");
      else {
        const bytes = statSync(child).size;
        total += bytes;
        if (inWal) wal += bytes;
      }
    }
  };
  walk(dir, false);
  return { total, wal };
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Probes in a thread of their own, so a frozen server shows as a long wait rather than as probes never
 * sent. Each path is asked as a monitor polls it, over one kept-alive connection: every `every` ms, or
 * as soon as the answer before came if that took longer; each wait is measured. (New connections at
 * 20 a second would measure something else: Node accepts one new connection a turn of its event loop,
 * so against a loop that turns every 400 ms they queue, whatever the server does with them.)
 * Readiness is asked every 500 ms: it is meant for a monitor's poll, and answers within 2 s.
 */
const PROBES = `
const { parentPort, workerData } = require("node:worker_threads");
const waits = Object.fromEntries(workerData.paths.map(([path]) => [path, []]));
let stopped = false;
const loops = workerData.paths.map(async ([path, every]) => {
  while (!stopped) {
    const started = performance.now();
    const status = await fetch(workerData.url + path).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    const wait = performance.now() - started;
    waits[path].push(status === 200 ? wait : Infinity);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, every - wait)));
  }
});
parentPort.on("message", async () => {
  stopped = true;
  await Promise.all(loops);
  parentPort.postMessage(waits);
});
`;
const PATHS = [
  ["/api/health", 50],
  ["/api/health/ready", 500],
];

function probe(url: string) {
  const worker = new Worker(PROBES, { eval: true, workerData: { url, paths: PATHS } });
  return async (): Promise<Record<string, number[]>> => {
    const answer = new Promise<Record<string, number[]>>((resolve) => worker.once("message", resolve));
    worker.postMessage("stop");
    const waits = await answer;
    await worker.terminate();
    return waits;
  };
}

/** The longest the server's own thread went without a turn (a 10 ms timer's lateness), from now on. */
function stalls() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 10);
    last = now;
  }, 10);
  return () => {
    clearInterval(timer);
    longest = Math.max(longest, performance.now() - last - 10);
    return `the server's thread went at most ${longest.toFixed(0)} ms without a turn`;
  };
}

function summary(waits: number[]): string {
  const sorted = [...waits].sort((a, b) => a - b);
  const answered = sorted.filter((wait) => Number.isFinite(wait));
  const failed = sorted.length - answered.length;
  const longest = answered.at(-1) ?? 0;
  const p99 = answered[Math.floor(answered.length * 0.99)] ?? 0;
  return `${sorted.length} probes, longest ${longest.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms${failed ? `, ${failed} not 200` : ""}`;
}

const dataDir = tempDir("bench-snapshot");
const source = process.env.SNAPSHOT_BENCH_DIR;
if (source && existsSync(source)) {
  cpSync(source, dataDir, { recursive: true });
  console.log(`Copied the database built earlier in ${source}`);
} else {
  const ms = await build(dataDir, size);
  console.log(`Built ${size.label} in ${(ms / 1000).toFixed(0)} s`);
  if (source) cpSync(dataDir, source, { recursive: true });
}

const database = await openPglite(dataDir);
if (database.kind !== "pglite") throw new Error("unreachable");
const app = await buildApp({
  config: parseConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir }),
  database,
  db: database.db,
  now: () => new Date(),
});
const url = await app.listen({ host: "127.0.0.1", port: 0 });
const login = await app.inject({
  method: "POST",
  url: "/api/auth/login",
  payload: { username: "admin", password: PASSWORD },
});
const cookie = `sid=${login.cookies.find((c) => c.name === "sid")?.value}`;
const call = async (method: "GET" | "POST" | "PUT", path: string, payload?: string | object) => {
  const response = await app.inject({
    method,
    url: path,
    headers: { cookie, ...(typeof payload === "string" ? { "content-type": "text/csv" } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
};
const upload = async (csv: string) => {
  const { uploadURL } = (await call("POST", "/api/csv/upload-url")).json() as { uploadURL: string };
  await call("PUT", uploadURL, csv);
  return uploadURL;
};
const importFile = async (csvUrl: string) => {
  const started = performance.now();
  const answer = (await call("POST", "/api/csv/process", { csvUrl })).json() as {
    stats: { createdBookings: number };
  };
  return { ms: performance.now() - started, created: answer.stats.createdBookings };
};
const dir = databaseDir(dataDir);
const before = sizes(dir);
console.log(
  `\nPGlite, ${size.label}: ${mb(before.total)} on disk, ${mb(before.wal)} of it WAL; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);

const file = generate();
const first = await importFile(await upload(file));
console.log(`  first import: ${first.created} bookings in ${(first.ms / 1000).toFixed(1)} s`);

// The second import, with a reader beside it: a month already read (cached) and months not read since
// the upload (each read once, so none is in the cache).
const second = await upload(file.replaceAll("Customer ", "Client "));
const cachedMonth = "/api/bookings?from=2026-03-01&to=2026-03-31";
await call("GET", cachedMonth);
const reads = { cached: [] as number[], uncached: [] as number[] };
let importing = true;
const readEvery100ms = async (waits: number[], path: (i: number) => string) => {
  for (let i = 1; importing; i++) {
    const started = performance.now();
    await call("GET", path(i));
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const readers = Promise.all([
  readEvery100ms(reads.cached, () => cachedMonth),
  readEvery100ms(reads.uncached, (i) => {
    const month = `2026-${String(((i - 1) % 12) + 1).padStart(2, "0")}`;
    return `/api/bookings?from=${month}-01&to=${month}-${10 + Math.floor(i / 12)}`;
  }),
]);
const probesDuringImport = probe(url);
const importStalls = stalls();
const imported = await importFile(second);
const importStalled = importStalls();
importing = false;
await readers;
const importWaits = await probesDuringImport();
console.log(
  `  second import: ${imported.created} bookings in ${(imported.ms / 1000).toFixed(1)} s; ${importStalled}`,
);
console.log(`    /api/health          ${summary(importWaits["/api/health"]!)}`);
console.log(`    /api/health/ready    ${summary(importWaits["/api/health/ready"]!)}`);
console.log(`    a cached month       ${summary(reads.cached)}`);
console.log(`    an uncached month    ${summary(reads.uncached)}`);
const afterImports = sizes(dir);
console.log(`  after the imports: ${mb(afterImports.total)} on disk, ${mb(afterImports.wal)} of it WAL`);

const probesDuringSnapshot = probe(url);
const snapshotStalls = stalls();
const started = performance.now();
const path = await takeSnapshot(database.client, dataDir, { keep: 7, now: new Date() });
const snapshotMs = performance.now() - started;
const snapshotStalled = snapshotStalls();
const snapshotWaits = await probesDuringSnapshot();
console.log(
  `  snapshot: ${mb(statSync(path).size)} in ${(snapshotMs / 1000).toFixed(1)} s; ${snapshotStalled}`,
);
console.log(`    /api/health          ${summary(snapshotWaits["/api/health"]!)}`);
console.log(`    /api/health/ready    ${summary(snapshotWaits["/api/health/ready"]!)}`);
const afterSnapshot = sizes(dir);
console.log(`  after the snapshot: ${mb(afterSnapshot.total)} on disk, ${mb(afterSnapshot.wal)} of it WAL`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
