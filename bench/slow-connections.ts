/**
 * Health latency under slow connections and a large import (docs/decisions/025). `npm start`'s
 * server runs as its own process on PGlite; a prober asks `/api/health` on a new connection from
 * 127.0.9.1, one request after another, with a 2 s limit (a slower or refused answer is a failed probe):
 *   - baseline: no other load, for BASELINE_S seconds,
 *   - a CSV import: an editor uploads a 5 MB file (40,000 rows, bench/csv-import.ts) and imports it,
 *     the probes running from the upload's start to the import's answer (the event loop must stay
 *     free: PGlite runs inside the server's process); the longest probe is printed too,
 *   - attack: 1,000 connections from one address (127.0.1.1) that each send one header line every
 *     5 s and never finish, reopened as soon as the server closes one, for ATTACK_S seconds.
 * p50/p99 and failed probes printed for each, with how many slow connections were opened and closed.
 * Printed, not asserted. CSV=0 leaves the import out.
 *
 *   npm run bench:slow
 */
import { connect, type Socket } from "node:net";
import { freePort, startServer, tempDir } from "../src/server/testing/processes.ts";
import { generate } from "./csv-import.ts";

const SLOW = Number(process.env.SLOW_CONNECTIONS ?? 1_000);
const BASELINE_S = Number(process.env.BASELINE_S ?? 10);
const ATTACK_S = Number(process.env.ATTACK_S ?? 20);
const PROBE_TIMEOUT_MS = 2_000;
const PASSWORD = "bench password";

const port = freePort();
const server = await startServer(
  { DATA_DIR: tempDir("bench-slow"), DEMO_DATA: "0", ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "" },
  port,
);

/** One health request on a new connection: its time in ms, or undefined when it failed. */
function probe(): Promise<number | undefined> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.9.1" });
    let answer = "";
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(ok ? performance.now() - started : undefined);
    };
    const timer = setTimeout(() => finish(false), PROBE_TIMEOUT_MS);
    socket.on("data", (chunk) => {
      answer += chunk;
      if (answer.includes("\r\n\r\n")) finish(answer.startsWith("HTTP/1.1 200"));
    });
    socket.on("error", () => finish(false));
    socket.on("close", () => finish(false));
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  });
}

/** Probes one after another for `seconds`, or until `until` settles. */
async function probeFor(seconds: number, until?: Promise<unknown>) {
  const times: number[] = [];
  let failed = 0;
  let settled = false;
  void until?.finally(() => {
    settled = true;
  });
  const end = Date.now() + seconds * 1_000;
  while (until ? !settled : Date.now() < end) {
    const ms = await probe();
    if (ms === undefined) failed++;
    else times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return {
    probes: times.length + failed,
    failed,
    p50: at(0.5),
    p99: at(0.99),
    max: times.at(-1) ?? Number.NaN,
  };
}

/** An editor's 5 MB upload and import, as the app's dialog sends them: its time and bookings created. */
async function uploadAndImport(csv: string) {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: PASSWORD }),
  });
  const sid = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  const call = async (method: string, path: string, body?: string, type = "application/json") => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: sid, ...(body === undefined ? {} : { "content-type": type }) },
      body,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const started = performance.now();
  const { uploadURL } = await call("POST", "/api/csv/upload-url");
  await call("PUT", uploadURL, csv, "text/csv");
  const uploaded = performance.now();
  const result = await call("POST", "/api/csv/process", JSON.stringify({ csvUrl: uploadURL, dryRun: false }));
  return {
    uploadMs: uploaded - started,
    importMs: performance.now() - uploaded,
    created: result.stats.createdBookings as number,
  };
}

/** Keeps SLOW connections open from one address, each sending a header line every 5 s. */
function slowLoris() {
  let stopped = false;
  let opened = 0;
  let closed = 0;
  const open = new Set<Socket>();
  function openOne() {
    if (stopped) return;
    opened++;
    const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.1.1" });
    open.add(socket);
    socket.on("error", () => {});
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
    let line = 0;
    const timer = setInterval(() => socket.write(`X-Slow-${line++}: 1\r\n`), 5_000);
    socket.on("close", () => {
      clearInterval(timer);
      open.delete(socket);
      closed++;
      // Reopened a little later, as an attacker keeping up the pressure would.
      if (!stopped) setTimeout(openOne, 100);
    });
  }
  for (let i = 0; i < SLOW; i++) openOne();
  return {
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
      return { opened, closed };
    },
  };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
try {
  const baseline = await probeFor(BASELINE_S);
  console.log(`health on a new connection, ${PROBE_TIMEOUT_MS} ms limit per probe`);
  console.log(
    `  baseline (${BASELINE_S} s, no load):   p50 ${fmt(baseline.p50)}  p99 ${fmt(baseline.p99)}  max ${fmt(baseline.max)}  failed ${baseline.failed}/${baseline.probes}`,
  );
  if (process.env.CSV !== "0") {
    const csv = generate();
    const work = uploadAndImport(csv);
    const during = await probeFor(0, work);
    const { uploadMs, importMs, created } = await work;
    console.log(
      `  5 MB CSV (${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MB) upload ${fmt(uploadMs)} + import ${fmt(importMs)} (${created} bookings): ` +
        `p50 ${fmt(during.p50)}  p99 ${fmt(during.p99)}  max ${fmt(during.max)}  failed ${during.failed}/${during.probes}`,
    );
  }
  const attack = slowLoris();
  const during = await probeFor(ATTACK_S);
  const { opened, closed } = attack.stop();
  console.log(
    `  ${SLOW} slow connections (${ATTACK_S} s): p50 ${fmt(during.p50)}  p99 ${fmt(during.p99)}  failed ${during.failed}/${during.probes}`,
  );
  console.log(`  slow connections opened ${opened}, closed by the server ${closed}`);
  console.log(`  p99 ratio to baseline: ${(during.p99 / baseline.p99).toFixed(1)}x`);
} finally {
  await server.stop();
}
