/**
 * CSV import (docs/decisions/014, 036): a generated file of about 5 MB (40,000 rows) uploaded and imported
 * through the API on PGlite and on PostgreSQL, printing rows per second and total time beside the time
 * to check the same file without writing it (the dry run, same run). Figures are printed, not asserted.
 * The bench machine is shared, so each figure also says how much processor time it took (this process,
 * and on PostgreSQL the server processes of the bench's connections), which a busy machine stretches
 * far less than the time on the clock, and the load average it ran under.
 *
 *   npm run bench:csv                   PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:csv   (or TEST_DATABASE_URL) both
 */
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
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

/** Processor seconds of the PostgreSQL server processes behind the pool's connections, from /proc. */
async function serverCpu(database: Database): Promise<() => number> {
  if (database.kind !== "postgres") return () => 0;
  const clients = await Promise.all(
    Array.from({ length: database.pool.totalCount }, () => database.pool.connect()),
  );
  const pids = await Promise.all(
    clients.map(
      async (client) => (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid,
    ),
  );
  for (const client of clients) client.release();
  // utime and stime, in clock ticks (100 a second on Linux), fields 14 and 15 after the name.
  return () =>
    pids.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    }, 0);
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
      const server = await serverCpu(database);
      const serverBefore = server();
      const cpuBefore = process.cpuUsage();
      const load = loadavg()[0]!;
      const started = performance.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/csv/process",
        headers: { cookie },
        payload: { csvUrl: uploadURL, dryRun },
      });
      const ms = performance.now() - started;
      const own = process.cpuUsage(cpuBefore);
      const cpu = (own.user + own.system) / 1e6 + server() - serverBefore;
      if (response.statusCode !== 200) throw new Error(response.body);
      return { ms, cpu, load, stats: response.json().stats };
    };
    const check = await timed(true);
    const run = await timed(false);
    await app.close();
    return {
      label,
      mb: Buffer.byteLength(csv) / 1024 / 1024,
      check: check.ms,
      import: run.ms,
      checkCpu: check.cpu,
      importCpu: run.cpu,
      load: run.load,
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
        `(${Math.round(r.created / (r.import / 1000))} rows/s; aim ${r.label === "PGlite" ? "3 s" : "1.5 s"}), ` +
        `${r.importCpu.toFixed(1)} s of processor time; checking alone (dry run, baseline) ` +
        `${(r.check / 1000).toFixed(1)} s, ${r.checkCpu.toFixed(1)} s of processor time; load average ${r.load.toFixed(1)} on ${availableParallelism()} cores`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runCsvImportBench();
