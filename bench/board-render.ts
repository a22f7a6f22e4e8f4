import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { type Browser, type Page, request } from "playwright";
import { BENCH_ADMIN_PASSWORD, stats, withBrowserBench } from "./browser-bench.ts";

const RUNS = Number(process.env.BOARD_BENCH_RUNS ?? 5);
/** The busy week: 100 flights, the most on today and tomorrow, as a hangar's week might look. */
const BUSY = { start: "2045-03-06", perDay: [18, 16, 14, 14, 14, 12, 12] };
/** The baseline: one flight a day. */
const QUIET = { start: "2045-04-10", perDay: [1, 1, 1, 1, 1, 1, 1] };
const SIZES = [
  [1920, 1080],
  [1366, 768],
  [3840, 2160],
  [1920, 1080],
] as const;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Both weeks through the API, with realistic names, times, remarks and some clashes. */
async function seedWeeks(baseURL: string) {
  const api = await request.newContext({ baseURL });
  await api.post("/api/auth/login", { data: { username: "admin", password: BENCH_ADMIN_PASSWORD } });
  const json = async <T>(response: Awaited<ReturnType<typeof api.get>>) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const customers: Array<{ id: number }> = [];
  for (const [name, color] of [
    ["Bristow Helicopters", "#2563EB"],
    ["NHV Group", "#DC2626"],
    ["Babcock Offshore", "#16A34A"],
    ["CHC Scotia", "#EA580C"],
  ]) {
    customers.push(await api.post("/api/customers", { data: { name, color } }).then(json<{ id: number }>));
  }
  const places: Array<{ id: number }> = [];
  for (const name of ["EGNH Blackpool", "Leman Alpha", "Hornsea Two", "EGNJ Humberside"]) {
    places.push(await api.post("/api/locations", { data: { name } }).then(json<{ id: number }>));
  }
  const fleet = await api
    .get("/api/aircraft-types-with-aircraft")
    .then(json<Array<{ id: number; aircraft: Array<{ id: number }> }>>);
  const statuses = await api.get("/api/booking-statuses").then(json<Array<{ id: number }>>);
  const times = [
    "0630",
    "07:15",
    "0800",
    "08:45",
    "09:30",
    "1000",
    "10:45",
    "11:30",
    "TBC",
    "1300",
    "14:15",
    "15:30",
  ];
  const remarks = ["", "Crew change", "Freight 200kg, pallet met by the OIM", "2 PAX + tools", "--"];
  for (const week of [QUIET, BUSY]) {
    for (const [offset, count] of week.perDay.entries()) {
      for (let i = 0; i < count; i++) {
        const n = offset * 31 + i;
        const type = fleet[n % fleet.length]!;
        const date = addDays(week.start, offset);
        await api
          .post("/api/bookings", {
            data: {
              customerId: customers[n % customers.length]!.id,
              aircraftTypeId: type.id,
              allocatedAircraftId: n % 3 ? type.aircraft[n % type.aircraft.length]?.id : undefined,
              bookingStatusId: statuses[n % statuses.length]!.id,
              departureId: places[n % 4]!.id,
              destinationId: places[(n + 1) % 4]!.id,
              startDate: date,
              endDate: date,
              departureTime: times[i % times.length],
              expectedHours: String((n % 7) * 0.5 + 0.75),
              remarks: remarks[n % remarks.length],
            },
          })
          .then(json);
      }
    }
  }
  const cookies = (await api.storageState()).cookies;
  await api.dispose();
  return cookies;
}

/** Moves the page's Date (not performance.now, which the timings use) to `when`. */
const todayIs = (when: string) => `(() => {
  const RealDate = Date;
  const offset = new RealDate(${JSON.stringify(when)}).getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) { super(...(args.length > 0 ? args : [RealDate.now() + offset])); }
    static now() { return RealDate.now() + offset; }
  }
  window.Date = ShiftedDate;
})();`;

/**
 * Watches every frame from the first script on: in the first frame whose DOM holds a board entry it
 * posts a message, which runs once that frame is painted. A string: tsx's helpers do not exist in the page.
 */
const watchFirstPaint = `(() => {
  const frame = () => {
    if (document.querySelector('[data-testid="card-entry"], [data-testid="today-entry"]')) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__boardPainted = performance.now(); };
      channel.port2.postMessage(0);
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/**
 * Counts frames from now on, noting the first frame in which the window has its new width (the resize
 * reached the page) and every frame in which the board's DOM or styles changed; read by `resizeResult`.
 */
const watchResize = (width: number) => `(() => {
  const board = document.querySelector('section[aria-label="7 Day Schedule"]');
  const watch = { frame: 0, resized: -1, changed: [], writes: 0 };
  window.__resize = watch;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (record.type === "attributes" && (target === board || target.dataset.boardGrid !== undefined || target.dataset.cardGrid !== undefined)) watch.writes++;
    }
    if (watch.resized >= 0) watch.changed.push(watch.frame);
  });
  observer.observe(board, { attributes: true, attributeFilter: ["style"], childList: true, subtree: true, characterData: true });
  const tick = () => {
    if (watch.resized < 0 && window.innerWidth === ${width}) { watch.resized = watch.frame; watch.writes = 0; }
    watch.frame++;
    if (watch.frame < 120) requestAnimationFrame(tick);
    else observer.disconnect();
  };
  requestAnimationFrame(tick);
})()`;

/**
 * Frames after the one in which the resize reached the page: the last in which the board changed
 * (0: in the resize's own frame), and how many frames changed.
 */
const resizeResult = `(() => {
  const watch = window.__resize;
  const after = watch.changed.map((frame) => frame - watch.resized);
  return { last: after.length ? Math.max(...after) : 0, frames: new Set(after).size, writes: watch.writes };
})()`;

/** What the board settled on: type sizes and pages per day. */
const readBoard = `(() => {
  const size = (selector) => {
    const element = document.querySelector(selector);
    return element ? Number.parseFloat(getComputedStyle(element).fontSize) : 0;
  };
  return {
    card: size('[data-testid="card-entry"]'),
    today: size('[data-testid="today-entry"]'),
    pages: Array.from(document.querySelectorAll("[data-pages]"), (mark) => Number(mark.getAttribute("data-pages"))),
  };
})()`;

async function firstPaint(
  browser: Browser,
  baseURL: string,
  cookies: Awaited<ReturnType<typeof seedWeeks>>,
  start: string,
) {
  // The page's CSP forbids eval; the bench's in-page readers are strings (tsx's helpers are not there).
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1920, height: 1080 },
    bypassCSP: true,
  });
  await context.addCookies(cookies);
  await context.addInitScript({ content: todayIs(`${start}T10:47:00`) });
  await context.addInitScript({ content: watchFirstPaint });
  const page = await context.newPage();
  // The week's read is held (the server's own answer, unchanged) until the app has started and shows
  // the board waiting for it, so the figure is the board's render and fit, not the app's start.
  await page.route("**/api/bookings?from=*", async (route) => {
    try {
      await page.waitForSelector('section[aria-label="7 Day Schedule"]', { timeout: 30_000 });
      await page.waitForTimeout(300);
      await route.continue();
    } catch {
      // The page closed first (a later read while the run's context closes): nothing to measure.
    }
  });
  await page.goto("/board");
  const handle = await page.waitForFunction(
    `(() => {
      const painted = window.__boardPainted;
      const resources = performance.getEntriesByType("resource");
      const read = resources.find((entry) => entry.name.includes("/api/bookings?from="));
      return painted !== undefined && read ? { data: read.responseEnd, painted } : 0;
    })()`,
    undefined,
    { timeout: 60_000 },
  );
  const { data, painted } = (await handle.jsonValue()) as { data: number; painted: number };
  const close = async () => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.close();
  };
  return { ms: painted - data, page, close };
}

async function resizes(page: Page) {
  const rows: string[] = [];
  await page.waitForTimeout(1000);
  for (const [width, height] of SIZES) {
    await page.evaluate(watchResize(width));
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(1500);
    const { last, frames, writes } = (await page.evaluate(resizeResult)) as {
      last: number;
      frames: number;
      writes: number;
    };
    const board = (await page.evaluate(readBoard)) as { card: number; today: number; pages: number[] };
    rows.push(
      `  ${`${width}x${height}`.padEnd(10)} settled by frame ${last + 1} (${frames} frames changed, ${writes} fit style writes); card ${board.card} px, TODAY ${board.today} px; pages TODAY..Sunday ${board.pages.join(" ")}`,
    );
  }
  return rows;
}

export async function runBoardRenderBench() {
  await withBrowserBench("bench-board", async ({ baseURL, browser }) => {
    const cookies = await seedWeeks(baseURL);
    console.log(
      `bench/board-render: ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}; cold loads of /board at 1920x1080`,
    );
    for (const [name, week] of [
      ["quiet week, 7 flights (baseline)", QUIET],
      ["busy week, 100 flights", BUSY],
    ] as const) {
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof firstPaint>> | undefined;
      for (let run = 0; run < RUNS; run++) {
        await last?.close();
        last = await firstPaint(browser, baseURL, cookies, week.start);
        times.push(last.ms);
      }
      console.log(`${name}: data arrived -> first paint with its entries: ${stats(times)} (aim < 300 ms)`);
      if (last) {
        console.log(`${name}: resizes (frame 1 is the first with the new window size)`);
        for (const row of await resizes(last.page)) console.log(row);
        await last.close();
      }
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBoardRenderBench();
