/**
 * `npm run bench:lists`: the long lists of ten years (docs/decisions/034) in Chromium, on `npm start`'s
 * server: the wizard's customer picker opened (Enter on it, to the options painted) and filtered (a
 * name typed, to the one match painted), the Activity page's 'Show older' once the feed holds every
 * customer's record (the click to the next page painted), and Settings' customer list scrolled with the
 * mouse wheel (frames painted a second while it scrolls, counted with requestAnimationFrame; 60 is
 * every frame), and Settings opened (a page load, to its first customer row painted). Each with 200 customers (a year, the baseline) and 2,000 (ten years), the ratio
 * printed. Printed, not asserted.
 */
import { fileURLToPath } from "node:url";
import { type Page, request } from "playwright";
import { BENCH_ADMIN_PASSWORD, stats, withBrowserBench } from "./browser-bench.ts";

const SIZES = [200, 2_000];
const REPEATS = 7;

async function addCustomers(baseURL: string, count: number) {
  const api = await request.newContext({ baseURL });
  await api.post("/api/auth/login", { data: { username: "admin", password: BENCH_ADMIN_PASSWORD } });
  for (let i = 0; i < count; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, (_, j) =>
        api.post("/api/customers", {
          data: { name: `Customer ${String(i + j + 1).padStart(4, "0")} Aviation`, color: "#2563EB" },
        }),
      ),
    );
  }
  await api.dispose();
}

/**
 * Milliseconds from `act` (run in the page) until `done` holds and a frame has been painted. Sent as
 * text: tsx would wrap a function's inner functions in a helper the page does not have.
 */
function timeInPage(page: Page, act: string, done: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const started = performance.now();
    ${act};
    const check = () => {
      if (${done}) requestAnimationFrame(() => resolve(performance.now() - started));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

const OPTIONS = `document.querySelectorAll('[role=listbox] [role=option]:not([hidden])')`;

async function measure(page: Page, customers: number) {
  await page.goto("/");
  await page.getByRole("button", { name: "New Booking" }).click();
  const select = page.getByRole("combobox", { name: "Select Customer", exact: true });
  const open: number[] = [];
  const filter: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    await select.focus();
    open.push(
      await timeInPage(
        page,
        `document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))`,
        `${OPTIONS}.length > 0`,
      ),
    );
    const wanted = `Customer ${String(customers - i).padStart(4, "0")}`;
    await page.getByRole("textbox", { name: "Filter options" }).focus();
    filter.push(
      await timeInPage(
        page,
        `const box = document.activeElement;
         Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(box, ${JSON.stringify(wanted)});
         box.dispatchEvent(new Event('input', { bubbles: true }))`,
        `${OPTIONS}.length === 2 && ${OPTIONS}[1].textContent.includes(${JSON.stringify(wanted)})`,
      ),
    );
    await page.keyboard.press("Escape");
    await page.getByRole("listbox").waitFor({ state: "detached" });
  }
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Activity" }).click();
  await page.getByLabel("Kind").selectOption("customer");
  const pages: number[] = [];
  const list = `document.querySelector('[aria-label=Changes]')`;
  // Every page but the last, so the feed is as deep as the customers; the last few clicks are timed.
  for (let loaded = 50; loaded + 50 < customers; loaded += 50) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll("button")].some((b) => b.textContent === "Show older" && !b.disabled),
    );
    // The list grows taller once the next page is rendered, whether every entry is (before) or not.
    pages.push(
      await timeInPage(
        page,
        `window.__height = ${list}.offsetHeight;
         [...document.querySelectorAll('button')].find((b) => b.textContent === 'Show older').click()`,
        `${list}.offsetHeight > window.__height`,
      ),
    );
  }

  // Activity's plain header leads back to the scheduler only, so Settings is opened by its address (a
  // page load, as its header link is). Timed from the navigation's start to the first customer row
  // painted, code and lists fetched included.
  const settings: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    await page.goto("/settings", { waitUntil: "commit" });
    settings.push(
      (await page.evaluate(`new Promise((resolve) => {
        const check = () => {
          if (document.querySelector('[aria-label=Customers] li'))
            requestAnimationFrame(() => resolve(performance.now()));
          else requestAnimationFrame(check);
        };
        check();
      })`)) as number,
    );
  }
  const customersList = page.getByRole("list", { name: "Customers" });
  await customersList.locator("li").first().waitFor();
  await customersList.hover();
  const scroll: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    await page.evaluate(`(() => {
      // Each run counts with a loop of its own: a loop of the run before, still waiting for its next
      // frame when this one starts, stops at it rather than counting this run's frames twice.
      const run = (window.__run = (window.__run ?? 0) + 1);
      window.__frames = 0;
      window.__since = performance.now();
      const tick = () => { if (window.__run === run) { window.__frames++; requestAnimationFrame(tick); } };
      requestAnimationFrame(tick);
    })()`);
    // Down the list on even runs, back up on odd ones: 30 notches of the wheel, as fast as they come.
    for (let notch = 0; notch < 30; notch++) await page.mouse.wheel(0, i % 2 === 0 ? 100 : -100);
    scroll.push(
      (await page.evaluate(`(() => {
        window.__run++;
        return (window.__frames * 1000) / (performance.now() - window.__since);
      })()`)) as number,
    );
  }
  return { open, filter, pages: pages.slice(-REPEATS), settings, scroll };
}

export async function runLongListsBench() {
  const results: Record<number, Awaited<ReturnType<typeof measure>>> = {};
  for (const customers of SIZES) {
    await withBrowserBench(`bench-lists-${customers}`, async ({ baseURL, browser }) => {
      const started = performance.now();
      await addCustomers(baseURL, customers);
      console.log(
        `bench/long-lists: ${customers} customers made in ${Math.round(performance.now() - started)} ms`,
      );
      const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 1000 } });
      await context.request.post("/api/auth/login", {
        data: { username: "admin", password: BENCH_ADMIN_PASSWORD },
      });
      await context.addInitScript(() => localStorage.setItem("scheduler.initialised.admin", "true"));
      results[customers] = await measure(await context.newPage(), customers);
      await context.close();
    });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [small, large] = SIZES.map((size) => results[size]!);
  for (const [name, key] of [
    ["customer picker opens", "open"],
    ["customer picker filters to one", "filter"],
    ["Activity: 'Show older' at the feed's end", "pages"],
    ["Settings opened (page load to the first customer row painted)", "settings"],
  ] as const) {
    console.log(`\n${name}`);
    console.log(`  ${SIZES[0]} customers: ${stats(small![key])}`);
    console.log(`  ${SIZES[1]} customers: ${stats(large![key])}`);
    console.log(`  ratio ${(median(large![key]) / median(small![key])).toFixed(2)}x`);
  }
  const fps = (values: number[]) =>
    `median ${median(values).toFixed(0)} frames/s  [${[...values]
      .sort((a, b) => a - b)
      .map(Math.round)
      .join(", ")}]`;
  console.log("\nSettings: the customer list scrolled with the mouse wheel");
  console.log(`  ${SIZES[0]} customers: ${fps(small!.scroll)}`);
  console.log(`  ${SIZES[1]} customers: ${fps(large!.scroll)}`);
  console.log(`  ratio ${(median(large!.scroll) / median(small!.scroll)).toFixed(2)}x`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runLongListsBench();
