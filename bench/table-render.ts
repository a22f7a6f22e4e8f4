import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, type Page, request } from "playwright";
import { LAZY_MODULES_PREFETCHED } from "../src/web/lib/lazy-module.ts";
import { BENCH_ADMIN_PASSWORD, stats, withBrowserBench } from "./browser-bench.ts";

const ROWS = 300;
const RUNS = 5;
const MONTH = "2044-03";

/** 300 rows in the month: ten single-day bookings on most days, realistic names and times. */
async function seedMonth(baseURL: string) {
  const api = await request.newContext({ baseURL });
  await api.post("/api/auth/login", { data: { username: "admin", password: BENCH_ADMIN_PASSWORD } });
  const json = async <T>(response: Awaited<ReturnType<typeof api.get>>) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const colours = ["#2563EB", "#DC2626", "#16A34A", "#9333EA", "#EA580C", "#0891B2", "#DB2777", "#65A30D"];
  const customers = await Promise.all(
    colours.map((color, i) =>
      api.post("/api/customers", { data: { name: `Customer ${i + 1}`, color } }).then(json<{ id: number }>),
    ),
  );
  const locations: Array<{ id: number }> = [];
  for (const name of [
    "EGNH Blackpool",
    "EGNJ Humberside",
    "EHKD Den Helder",
    "Leman Alpha",
    "Clipper South",
    "Ravenspurn North",
  ]) {
    locations.push(await api.post("/api/locations", { data: { name } }).then(json<{ id: number }>));
  }
  const types = await api
    .get("/api/aircraft-types-with-aircraft")
    .then(json<Array<{ id: number; aircraft: Array<{ id: number }> }>>);
  const statuses = await api.get("/api/booking-statuses").then(json<Array<{ id: number }>>);
  const times = ["0730", "08:15", "0900", "10:30", "TBC", "1345", "14:00/PAX", "16"];
  for (let i = 0; i < ROWS; i++) {
    const day = String((i % 30) + 1).padStart(2, "0");
    const type = types[i % types.length]!;
    await api
      .post("/api/bookings", {
        data: {
          customerId: customers[i % customers.length]!.id,
          aircraftTypeId: type.id,
          bookingStatusId: statuses[i % statuses.length]!.id,
          departureId: locations[i % 3]!.id,
          destinationId: locations[3 + (i % 3)]!.id,
          startDate: `${MONTH}-${day}`,
          endDate: `${MONTH}-${day}`,
          allocatedAircraftId: i % 3 === 0 ? null : type.aircraft[i % type.aircraft.length]!.id,
          departureTime: times[i % times.length],
          expectedHours: String((i % 7) * 0.5 + 0.75),
          remarks: i % 4 === 0 ? "--" : "Crew change",
        },
      })
      .then(json);
  }
  const cookies = (await api.storageState()).cookies;
  await api.dispose();
  return cookies;
}

/** Gzipped size (and size on the wire) of every JavaScript file the page downloads from now on. */
function countJavaScript(page: Page) {
  const sizes = new Map<string, { gzip: number; wire: number }>();
  page.on("response", async (response) => {
    const headers = response.headers();
    if (!(headers["content-type"] ?? "").includes("javascript")) return;
    try {
      const body = await response.body();
      const wire = Number(headers["content-length"] ?? body.length);
      sizes.set(response.url(), { gzip: gzipSync(body, { level: 9 }).length, wire });
    } catch {}
  });
  const sum = (key: "gzip" | "wire") => [...sizes.values()].reduce((a, b) => a + b[key], 0) / 1024;
  return {
    kb: () => sum("gzip"),
    /** Gzipped KB of the given scripts (a subset of those downloaded). */
    kbOf: (urls: string[]) => urls.reduce((a, url) => a + (sizes.get(url)?.gzip ?? 0), 0) / 1024,
    wireKb: () => sum("wire"),
    files: () =>
      [...sizes.entries()].map(([url, size]) => `${url.split("/").pop()} ${(size.gzip / 1024).toFixed(1)}`),
  };
}

interface Timings {
  /** The header, the tabs and the month label painted. */
  shell: number;
  /** The month read's answer fully arrived. */
  data: number;
  firstRow: number;
  allRows: number;
  /** Script URLs whose download had ended when the first rows showed. */
  scriptsBeforeRows: string[];
}

/**
 * Watches the page frame by frame from its first script on (an init script, so nothing before the load
 * event is missed): the first frame with the shell, and the first with a booking row in the DOM. A
 * string, as tsx's helpers in a compiled function would not exist in the page.
 */
const watchFrames = `(() => {
  const frame = (now) => {
    if (window.__shell === undefined && document.querySelector("h1") && document.querySelector("h2"))
      window.__shell = now;
    if (window.__firstRow === undefined && document.querySelector('tbody tr[data-row-kind="booking"]')) {
      window.__firstRow = now;
      window.__scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\\.js(\\?|$)/.test(entry.name))
        .map((entry) => entry.name);
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/**
 * A page script that moves the page's clock (Date alone: performance.now, which the timings use, keeps
 * running as it is) to `when`. Playwright's own clock would change performance's figures too.
 */
const todayIs = (when: string) => `(() => {
  const RealDate = Date;
  const offset = new RealDate(${JSON.stringify(when)}).getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) { super(...(args.length > 0 ? args : [RealDate.now() + offset])); }
    static now() { return RealDate.now() + offset; }
  }
  window.Date = ShiftedDate;
})();`;

/** Milliseconds from navigation start to the shell, the month's data and the rows, seen frame by frame. */
async function timeToRows(page: Page, navigate: () => Promise<unknown>): Promise<Timings> {
  await navigate();
  const handle = await page.waitForFunction(
    (rows) => {
      const w = window as unknown as { __shell?: number; __firstRow?: number; __scripts?: string[] };
      const count = document.querySelectorAll('tbody tr[data-row-kind="booking"]').length;
      if (count < rows || w.__firstRow === undefined) return 0;
      const month = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/api/bookings?")) as PerformanceResourceTiming | undefined;
      return {
        shell: w.__shell ?? w.__firstRow,
        data: month?.responseEnd ?? Number.NaN,
        firstRow: w.__firstRow,
        allRows: performance.now(),
        scriptsBeforeRows: w.__scripts ?? [],
      };
    },
    ROWS,
    { polling: "raf", timeout: 60_000 },
  );
  return (await handle.jsonValue()) as Timings;
}

async function newContext(
  browser: Browser,
  baseURL: string,
  cookies?: Awaited<ReturnType<typeof seedMonth>>,
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 1000 } });
  await context.addInitScript({ content: watchFrames });
  if (cookies) {
    await context.addCookies(cookies);
    await context.addInitScript((month) => {
      localStorage.setItem("scheduler.initialised.admin", "true");
      localStorage.setItem("scheduler.month", month);
    }, MONTH);
  }
  return context;
}

export async function runTableRenderBench() {
  await withBrowserBench("bench-table", async ({ baseURL, browser }) => {
    const contexts: BrowserContext[] = [];
    try {
      const started = performance.now();
      const cookies = await seedMonth(baseURL);
      console.log(
        `bench/table-render: ${ROWS} rows in ${MONTH} created through the API in ${Math.round(performance.now() - started)} ms`,
      );
      // Initial JavaScript of the login screen.
      const loginContext = await newContext(browser, baseURL);
      contexts.push(loginContext);
      const loginPage = await loginContext.newPage();
      const loginJs = countJavaScript(loginPage);
      await loginPage.goto("/", { waitUntil: "networkidle" });
      await loginPage.getByRole("button", { name: "Sign In" }).waitFor();

      // Cold runs: a new context each time, so nothing is cached.
      const cold: Timings[] = [];
      let tableJs: ReturnType<typeof countJavaScript> | undefined;
      for (let run = 0; run < RUNS; run++) {
        const context = await newContext(browser, baseURL, cookies);
        contexts.push(context);
        const page = await context.newPage();
        const js = countJavaScript(page);
        cold.push(await timeToRows(page, () => page.goto("/")));
        // The code left out of the first download arrives once the browser is idle after the rows.
        await page.waitForFunction(
          (mark) => performance.getEntriesByName(mark).length > 0,
          LAZY_MODULES_PREFETCHED,
          { timeout: 30_000 },
        );
        await page.waitForLoadState("networkidle");
        tableJs ??= js;
        await context.close();
      }

      // Cold runs on the 20th of the month, as the desk opens the current month: the table opens at
      // today's rows, which render first.
      const coldToday: Timings[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await newContext(browser, baseURL, cookies);
        contexts.push(context);
        const page = await context.newPage();
        await page.addInitScript({ content: todayIs(`${MONTH}-20T09:00:00`) });
        coldToday.push(await timeToRows(page, () => page.goto("/")));
        await context.close();
      }

      // Warm runs: reloads in one context (JavaScript from the cache, data fetched again).
      const warmContext = await newContext(browser, baseURL, cookies);
      contexts.push(warmContext);
      const warmPage = await warmContext.newPage();
      await timeToRows(warmPage, () => warmPage.goto("/"));
      const warm: Timings[] = [];
      for (let run = 0; run < RUNS; run++) warm.push(await timeToRows(warmPage, () => warmPage.reload()));

      const js = (name: string, count: ReturnType<typeof countJavaScript>) =>
        console.log(
          `  JS, ${name}: ${count.kb().toFixed(1)} KB gzipped, ${count.wireKb().toFixed(1)} KB on the wire (Brotli) [${count.files().join(", ")} KB]`,
        );
      js("login screen", loginJs);
      if (tableJs) {
        const before = cold[0]!.scriptsBeforeRows;
        console.log(
          `  JS before the table's first rows: ${tableJs.kbOf(before).toFixed(1)} KB gzipped (aim: at most 120 KB), ${before.length} files [${before.map((url) => url.split("/").pop()).join(", ")}]`,
        );
        js("table, all fetched once idle", tableJs);
      }
      for (const [name, runs] of [
        ["cold", cold],
        ["cold, today the 20th of the month", coldToday],
        ["warm", warm],
      ] as const) {
        console.log(`  ${name}, navigation to:`);
        console.log(`    shell (header, tabs, month) ${stats(runs.map((t) => t.shell))}`);
        console.log(`    month's data answered       ${stats(runs.map((t) => t.data))}`);
        console.log(
          `    first rows visible          ${stats(runs.map((t) => t.firstRow))}${name.startsWith("cold") ? "  (aim: 500 ms)" : ""}`,
        );
        console.log(`    all ${ROWS} rows in the page    ${stats(runs.map((t) => t.allRows))}`);
      }
      console.log(
        `  (load average during the runs: ${loadavg()
          .map((n) => n.toFixed(1))
          .join(", ")} on ${cpus().length} cores)`,
      );
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runTableRenderBench();
