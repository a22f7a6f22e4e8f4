import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { type Browser, request } from "playwright";
import { BENCH_ADMIN_PASSWORD, stats, withBrowserBench } from "./browser-bench.ts";

/**
 * The Timeline's aim (docs/decisions/052): a week of 40 aircraft with 5 legs each a day (1,400 bars)
 * paints within 300 ms of its data, and a bar drags at 60 frames a second. The baseline, measured in the
 * same run, is a week of the same 40 aircraft with one leg a day on each of 4 (28 bars).
 */
const RUNS = Number(process.env.TIMELINE_BENCH_RUNS ?? 5);
const AIRCRAFT = 40;
const BUSY = { start: "2046-05-04", legs: 5, every: 1 };
const QUIET = { start: "2046-06-01", legs: 1, every: 10 };

async function seed(baseURL: string) {
  const api = await request.newContext({ baseURL });
  await api.post("/api/auth/login", { data: { username: "admin", password: BENCH_ADMIN_PASSWORD } });
  const json = async <T>(response: Awaited<ReturnType<typeof api.get>>) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const type = await api.post("/api/aircraft-types", { data: { title: "S-92" } }).then(json<{ id: number }>);
  const aircraft: number[] = [];
  for (let n = 0; n < AIRCRAFT; n++) {
    const registration = `G-T${String(n).padStart(3, "0")}`;
    const plane = await api
      .post("/api/aircraft", { data: { registration, aircraftTypeId: type.id } })
      .then(json<{ id: number }>);
    aircraft.push(plane.id);
  }
  const customers: number[] = [];
  for (const [name, color] of [
    ["Bristow Helicopters", "#2563EB"],
    ["NHV Group", "#DC2626"],
    ["Babcock Offshore", "#16A34A"],
    ["CHC Scotia", "#EA580C"],
  ]) {
    customers.push(
      (await api.post("/api/customers", { data: { name, color } }).then(json<{ id: number }>)).id,
    );
  }
  const places: number[] = [];
  for (const name of ["EGNJ Humberside", "Leman Alpha", "Ravenspurn North", "Hornsea Two", "West Sole"]) {
    places.push((await api.post("/api/locations", { data: { name } }).then(json<{ id: number }>)).id);
  }
  const statuses = await api
    .get("/api/booking-statuses")
    .then(json<Array<{ id: number; statusText: string }>>);
  const confirmed = statuses.find((s) => s.statusText.toLowerCase() !== "cancelled")!.id;
  for (const week of [QUIET, BUSY]) {
    for (const [n, plane] of aircraft.entries()) {
      if (n % week.every !== 0) continue;
      // A day of `legs` legs from 06:30, each 1.2 h with a 30-minute turnaround, the last home.
      const legs = Array.from({ length: week.legs }, (_, i) => ({
        departureTime: `${String(6 + Math.floor((i * 102 + 30) / 60)).padStart(2, "0")}:${String((i * 102 + 30) % 60).padStart(2, "0")}`,
        fromId: places[i % places.length]!,
        toId: places[(i + 1) % places.length]!,
        expectedHours: "1.2",
        positioning: i === week.legs - 1 && week.legs > 1,
      }));
      await api
        .post("/api/bookings", {
          data: {
            customerId: customers[n % customers.length]!,
            aircraftTypeId: type.id,
            allocatedAircraftId: plane,
            bookingStatusId: confirmed,
            departureId: legs[0]!.fromId,
            destinationId: legs.at(-1)!.toId,
            startDate: week.start,
            endDate: new Date(Date.parse(`${week.start}T00:00:00Z`) + 6 * 86_400_000)
              .toISOString()
              .slice(0, 10),
            legs,
          },
        })
        .then(json);
    }
  }
  const cookies = (await api.storageState()).cookies;
  await api.dispose();
  return cookies;
}

/** Posts a message in the first frame whose DOM holds `count` bars; it runs once that frame is painted. */
const watchFirstPaint = (count: number) => `(() => {
  const frame = () => {
    if (document.querySelectorAll("[data-bar]").length >= ${count}) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__painted = performance.now(); };
      channel.port2.postMessage(0);
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function firstPaint(
  browser: Browser,
  baseURL: string,
  cookies: Awaited<ReturnType<typeof seed>>,
  start: string,
  bars: number,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1920, height: 1080 },
    bypassCSP: true,
  });
  await context.addCookies(cookies);
  await context.addInitScript({ content: watchFirstPaint(bars) });
  const page = await context.newPage();
  // The week's read is held until the tab shows it is waiting, so the figure is the Timeline's render.
  await page.route("**/api/bookings?from=*", async (route) => {
    try {
      await page.waitForSelector('section[aria-label="Timeline"]', { timeout: 30_000 });
      await page.waitForTimeout(300);
      await route.continue();
    } catch {
      // The page closed first: nothing to measure.
    }
  });
  await page.goto(`/?view=timeline&date=${start}&days=7`);
  const handle = await page.waitForFunction(
    `(() => {
      const painted = window.__painted;
      const read = performance.getEntriesByType("resource").find((entry) => entry.name.includes("/api/bookings?from="));
      return painted !== undefined && read ? { data: read.responseEnd, painted } : 0;
    })()`,
    undefined,
    { timeout: 60_000 },
  );
  const { data, painted } = (await handle.jsonValue()) as { data: number; painted: number };
  return { ms: painted - data, page, close: () => context.close() };
}

/** Drags one bar through 120 pointer moves along its row and releases it where it began: nothing is written. */
async function dragFrames(page: Awaited<ReturnType<typeof firstPaint>>["page"], bars: number) {
  const bar = page.locator("[data-bar]").nth(Math.min(bars - 1, 100));
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  const x = box.x + 4;
  const y = box.y + box.height / 2;
  await page.evaluate(`(() => {
    const watch = { times: [] };
    window.__frames = watch;
    const tick = (t) => { watch.times.push(t); if (!watch.stop) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 120; step++) {
    await page.mouse.move(x + (step % 60) * 3, y);
  }
  await page.mouse.move(x, y);
  const frames = (await page.evaluate(
    `(() => { window.__frames.stop = true; return window.__frames.times; })()`,
  )) as number[];
  // Released where it began: no move, nothing written.
  await page.mouse.up();
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  return { fps: (frames.length - 1) / seconds, worst: Math.max(...gaps) };
}

export async function runTimelineBench() {
  await withBrowserBench("bench-timeline", async ({ baseURL, browser }) => {
    const cookies = await seed(baseURL);
    console.log(
      `bench/timeline: ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}; cold loads of a week's Timeline at 1920x1080`,
    );
    for (const [name, week, bars] of [
      ["quiet week, 28 bars (baseline)", QUIET, 28],
      ["busy week, 40 aircraft x 5 legs x 7 days = 1,400 bars", BUSY, 1400],
    ] as const) {
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof firstPaint>> | undefined;
      for (let run = 0; run < RUNS; run++) {
        await last?.close();
        last = await firstPaint(browser, baseURL, cookies, week.start, bars);
        times.push(last.ms);
      }
      console.log(`${name}: data arrived -> first paint with its bars: ${stats(times)} (aim < 300 ms)`);
      if (last) {
        const { fps, worst } = await dragFrames(last.page, bars);
        console.log(
          `${name}: dragging a bar: ${fps.toFixed(1)} frames a second, longest frame ${Math.round(worst)} ms (aim 60)`,
        );
        await last.close();
      }
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runTimelineBench();
