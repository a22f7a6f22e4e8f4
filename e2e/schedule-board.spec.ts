import type { Page } from "@playwright/test";
import { expect, signIn, type TestData, test, unique, users } from "./support/fixtures.ts";
import type { E2EUser } from "./support/users.ts";

/**
 * The 7 Day Schedule board (product §2, docs/decisions/027). Each test sets the browser's clock to a week of its own,
 * far from the weeks other tests write to, so the board shows exactly that test's bookings.
 */

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });
const month = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { month: "long", timeZone: "UTC" });
function ordinal(day: number) {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
}
/** '3rd March', written here independently of the app's own formatting. */
const ordinalDate = (iso: string) => `${ordinal(Number(iso.slice(8)))} ${month(iso)}`;

/** Opens the board with the browser's clock at `time` (London time; these dates are in GMT months). */
async function openBoard(page: Page, time: string, user: E2EUser = users.admin) {
  await page.clock.install({ time: new Date(time) });
  await signIn(page, user);
  if (user.username !== users.engineering.username) {
    await page.getByRole("tab", { name: "7 Day Schedule" }).click();
  }
  const board = page.getByRole("region", { name: "7 Day Schedule" });
  await expect(board.getByRole("heading", { name: "TODAY" })).toBeVisible();
  return board;
}

/**
 * The board's read time. The tests' browser is in London and the operator's zone is the server's
 * (UTC): one clock in winter, not in summer, so the time may name its zone (docs/decisions/043).
 */
const LAST_UPDATED = /^Last updated \d\d:\d\d:\d\d( UTC)?$/;
const today = (page: Page) => page.getByTestId("today-panel");
const card = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true });

async function statusId(data: TestData, text: string) {
  return (await data.status(text)).id;
}

test("shows TODAY and six labelled cards with ordinal dates, and 'No flights today' / 'No bookings' when empty", async ({
  page,
}) => {
  const start = "2039-08-01";
  await openBoard(page, `${start}T10:00:00Z`);
  await expect(today(page)).toContainText("TODAY");
  await expect(today(page)).toContainText(ordinalDate(start));
  await expect(today(page).getByText("No flights today")).toBeVisible();

  const labels = ["Tomorrow", ...[2, 3, 4, 5, 6].map((offset) => weekday(addDays(start, offset)))];
  expect(labels).toEqual(["Tomorrow", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
  const cards = page.getByTestId("day-card");
  await expect(cards).toHaveCount(6);
  for (const [index, label] of labels.entries()) {
    const dayCard = cards.nth(index);
    await expect(dayCard.getByRole("heading")).toHaveText(label);
    await expect(dayCard).toContainText(ordinalDate(addDays(start, index + 1)));
    await expect(dayCard.getByText("No bookings")).toBeVisible();
  }
  await expect(page.getByText(LAST_UPDATED)).toBeVisible();
});

test("writes each entry as the spec does, orders by departure time, colours the status, and borders cards by status", async ({
  page,
  data,
}) => {
  const start = "2039-05-02";
  const fleet = await data.aircraftType("AW139");
  const registration = fleet.aircraft[0]!;
  const [confirmed, pending] = [await statusId(data, "Confirmed"), await statusId(data, "Pending")];
  const customer = await data.customer(unique("Board Co"), "#9333EA");
  const departure = await data.location(unique("EGNH Blackpool"));
  const rig = await data.location(unique("Leman Alpha"));
  const common = {
    customerId: customer.id,
    aircraftTypeId: fleet.id,
    departureId: departure.id,
    destinationId: rig.id,
  };

  await data.booking({
    ...common,
    startDate: start,
    endDate: addDays(start, 1),
    bookingStatusId: confirmed,
    allocatedAircraftId: registration.id,
    departureTime: "09:30",
    expectedHours: "1.5",
    remarks: "Crew change",
  });
  await data.booking({
    ...common,
    startDate: start,
    departureTime: "TBC",
    bookingStatusId: pending,
    remarks: "Late",
  });
  await data.booking({ ...common, startDate: start, departureTime: "0715", bookingStatusId: pending });
  // Its status is missing from the status list the board receives: it shows 'Unknown Status'.
  const orphan = await data.status("Provisional");
  await data.booking({
    ...common,
    startDate: start,
    departureTime: "12",
    bookingStatusId: orphan.id,
    remarks: "Orphan",
  });
  await page.route("**/api/booking-statuses", async (route) => {
    // Asked whole: the app asks again with If-None-Match, and a 304 has no body to filter.
    const { "if-none-match": _, ...headers } = route.request().headers();
    const response = await route.fetch({ headers });
    const statuses = (await response.json()) as { id: number }[];
    await route.fulfill({ response, json: statuses.filter((status) => status.id !== orphan.id) });
  });

  // 06:00 in London (BST), before the first departure: no flight has gone yet, so TODAY keeps the
  // plain departure order (departed flights move last, tested below).
  await openBoard(page, `${start}T05:00:00Z`);
  const entries = today(page).getByTestId("today-entry");
  await expect(entries).toHaveCount(4);
  await expect(today(page)).toContainText("4 flights");

  // The shared departure-time order: 0715, 09:30, 12 (12:00), then TBC.
  await expect(entries.nth(0)).toContainText("Departure 0715, expected hours 0.00");
  const first = entries.nth(1);
  await expect(first).toContainText(`AW139 ${registration.registration}`);
  await expect(first).toContainText("Departure 0930, expected hours 1.50");
  await expect(first).toContainText(customer.name);
  await expect(first).toContainText(`${departure.name} → ${rig.name}`);
  await expect(first).toContainText("Crew change");
  await expect(first.getByTestId("status-text")).toHaveText("Confirmed");
  // The status text is in the status's colour (#10B981, darkened just enough to read on white).
  const colour = await first
    .getByTestId("status-text")
    .evaluate((element) => getComputedStyle(element).color);
  expect(colour).not.toBe("rgb(15, 23, 42)");
  const [red, green, blue] = colour.match(/\d+/g)!.map(Number) as [number, number, number];
  expect(green).toBeGreaterThan(red + 40);
  expect(green).toBeGreaterThan(blue);

  await expect(entries.nth(2)).toContainText("Departure 1200, expected hours 0.00");
  await expect(entries.nth(2).getByTestId("status-text")).toHaveText("Unknown Status");
  await expect(entries.nth(3)).toContainText("Departure TBC, expected hours 0.00");
  await expect(entries.nth(3).getByTestId("status-text")).toHaveText("Pending");
  // Without an allocated aircraft, just the type.
  await expect(entries.nth(0).getByText("AW139", { exact: true })).toBeVisible();

  // Tomorrow's card: the border takes the status colour, thicker for a confirmed status.
  const tomorrow = card(page, "Tomorrow");
  await expect(tomorrow).toContainText(ordinalDate(addDays(start, 1)));
  const entry = tomorrow.getByTestId("card-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Departure 0930, expected hours 1.50");
  await expect(entry).toHaveCSS("border-top-width", "4px");
  await expect(entry).toHaveCSS("border-top-color", "rgb(16, 185, 129)");

  await data.booking({
    ...common,
    startDate: addDays(start, 1),
    departureTime: "1600",
    bookingStatusId: pending,
  });
  const pendingEntry = tomorrow.getByTestId("card-entry").filter({ hasText: "Departure 1600" });
  await expect(pendingEntry).toHaveCSS("border-top-width", "2px");
  await expect(pendingEntry).toHaveCSS("border-top-color", "rgb(107, 114, 128)");
});

test("reads only its seven days from the API", async ({ page }) => {
  const windows: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/bookings") windows.push(url.search);
  });
  await openBoard(page, "2039-05-20T10:00:00Z");
  // With the viewer's change flags in the same answer (docs/decisions/031).
  await expect.poll(() => windows).toContain("?from=2039-05-20&to=2039-05-26&include=flags");
  expect(windows.filter((search) => !/^\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/.test(search))).toEqual([]);
});

test("rolls over to the new day at midnight without a reload", async ({ page, data }) => {
  const start = "2038-03-03";
  const tomorrowCo = await data.customer(unique("Tomorrow Co"));
  const farCo = await data.customer(unique("Far Co"));
  await data.booking({ customerId: tomorrowCo.id, startDate: addDays(start, 1), departureTime: "0800" });
  await data.booking({ customerId: farCo.id, startDate: addDays(start, 7), departureTime: "0800" });

  await openBoard(page, `${start}T23:58:00Z`);
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
  await expect(today(page)).toContainText(ordinalDate(start));
  await expect(today(page).getByText("No flights today")).toBeVisible();
  await expect(card(page, "Tomorrow")).toContainText(tomorrowCo.name);
  await expect(page.getByText(farCo.name)).toHaveCount(0);

  await page.clock.fastForward("03:00");

  await expect(today(page)).toContainText(ordinalDate(addDays(start, 1)));
  await expect(today(page)).toContainText(tomorrowCo.name);
  await expect(card(page, "Tomorrow")).toContainText(ordinalDate(addDays(start, 2)));
  const lastCard = page.getByTestId("day-card").nth(5);
  await expect(lastCard.getByRole("heading")).toHaveText(weekday(addDays(start, 7)));
  await expect(lastCard).toContainText(farCo.name);
  expect(await page.evaluate(() => "__notReloaded" in window)).toBe(true);
});

test.describe("in a browser whose zone is a day ahead of the operator's", () => {
  // UTC+14: when the operator's clock nears midnight, this one is at about noon of the next day.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("the board's TODAY, its departed and next flights and its midnight are the operator's", async ({
    page,
    data,
  }) => {
    const { timeZone } = (await (await data.api.get("/api/operator-time-zone")).json()) as {
      timeZone: string;
    };
    const clockIn = (date: Date, zone: string) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(date);
    const dateIn = (date: Date, zone: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" }).format(date);
    // 23:58 on the operator's clock, in a week no other test writes to.
    const instant = Array.from({ length: 24 }, (_, hour) => new Date(Date.UTC(2043, 5, 10, hour, 58))).find(
      (candidate) => clockIn(candidate, timeZone) === "23:58",
    )!;
    const start = dateIn(instant, timeZone);
    const browserDay = dateIn(instant, "Pacific/Kiritimati");
    expect(browserDay, "the browser's date differs from the operator's").toBe(addDays(start, 1));

    const gone = await data.customer(unique("Gone Co"));
    const last = await data.customer(unique("Last Co"));
    const nextDay = await data.customer(unique("Next Day Co"));
    // Gone at the operator's 23:58; on the browser's clock (about 13:58) it would be the next to leave.
    await data.booking({ customerId: gone.id, startDate: start, departureTime: "1500", expectedHours: "1" });
    await data.booking({ customerId: last.id, startDate: start, departureTime: "2359", expectedHours: "1" });
    await data.booking({ customerId: nextDay.id, startDate: browserDay, departureTime: "0800" });

    await openBoard(page, instant.toISOString());
    await expect(today(page)).toContainText(ordinalDate(start));
    await expect(today(page)).toContainText(gone.name);
    await expect(card(page, "Tomorrow")).toContainText(ordinalDate(browserDay));
    await expect(card(page, "Tomorrow")).toContainText(nextDay.name);
    const entry = (name: string) => today(page).getByTestId("today-entry").filter({ hasText: name });
    await expect(entry(gone.name).getByTestId("departed-mark")).toBeVisible();
    await expect(entry(last.name).getByTestId("next-mark")).toBeVisible();

    // The operator's midnight, not the browser's (about ten hours on), turns the board to the next day.
    await page.clock.fastForward("03:00");
    await expect(today(page)).toContainText(ordinalDate(browserDay));
    await expect(today(page)).toContainText(nextDay.name);
    await expect(card(page, "Tomorrow")).toContainText(ordinalDate(addDays(browserDay, 1)));
  });
});

/** Minutes after midnight of a departure time as the test data writes them ('0630', '07:15'). */
const minutesOf = (time: string) =>
  Number(time.replace(":", "").slice(0, 2)) * 60 + Number(time.replace(":", "").slice(2, 4));

/** The smallest font size (px) of any text on the panels `selector` names, and what shows cut there. */
/** The board's fit as it stands: its scale, columns and each list's room against its content. */
function fitInputs(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>("[aria-label='7 Day Schedule']");
    const grid = (selector: string) =>
      document.querySelector<HTMLElement>(selector)?.style.gridTemplateColumns;
    return {
      window: [window.innerWidth, window.innerHeight],
      board: [board?.clientWidth, board?.clientHeight],
      scale: board?.style.getPropertyValue("--board-scale"),
      columns: [grid("[data-board-grid]"), grid("[data-card-grid]")],
      fonts: Array.from(document.fonts).map((face) => `${face.family} ${face.status}`),
      lists: Array.from(document.querySelectorAll<HTMLElement>("[data-board-list]")).map((list) => ({
        day: list.dataset.boardList,
        entries: list.children.length,
        height: list.clientHeight,
        content: list.scrollHeight,
        width: list.clientWidth,
      })),
    };
  });
}

async function readability(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((entries) => {
    let smallest = Number.POSITIVE_INFINITY;
    const cut: string[] = [];
    for (const entry of entries) {
      for (const element of [entry, ...Array.from(entry.querySelectorAll("*"))]) {
        const ownText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const style = getComputedStyle(element);
        // Text a screen reader alone hears (the product's sentence) is not on the screen.
        if (ownText && style.position !== "absolute") {
          smallest = Math.min(smallest, Number.parseFloat(style.fontSize));
        }
      }
      for (const field of Array.from(
        entry.querySelectorAll<HTMLElement>(
          "[data-board-field=time], [data-board-field=hours], [data-board-field=aircraft], [data-board-field=customer], [data-board-field=route]",
        ),
      )) {
        const box = field.getBoundingClientRect();
        const holder = entry.getBoundingClientRect();
        if (field.scrollWidth > field.clientWidth || box.right > holder.right + 0.5 || box.width === 0) {
          cut.push(`${field.dataset.boardField}: ${field.textContent}`);
        }
      }
    }
    return { smallest, cut };
  });
}

test("a busy week at 1366x768, 1920x1080 and 3840x2160: every flight whole, type at its floor or above, TODAY's departed flights last", async ({
  page,
  data,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // A repeat (--repeat-each) lays its week two weeks on, so it meets none of the first run's flights (same weekdays).
  const start = addDays("2040-02-06", testInfo.repeatEachIndex * 14);
  const fleet = await data.fleet();
  const statuses = await data.api
    .get("/api/booking-statuses")
    .then((r) => r.json() as Promise<{ id: number; occupiesAircraft: boolean }[]>);
  // A flight that will not fly (Cancelled) never counts as departed: it stays last of all.
  const notFlying = new Set(statuses.filter((s) => !s.occupiesAircraft).map((s) => s.id));
  const customers = await Promise.all(
    [
      ["Bristow", "#2563EB"],
      ["NHV", "#DC2626"],
      ["Babcock", "#16A34A"],
      ["CHC", "#EA580C"],
    ].map(([name, colour]) => data.customer(unique(name!), colour)),
  );
  // Realistic lengths: a base and a platform, each with the test's own six-letter mark.
  const places = await Promise.all(["Blackpool", "Leman", "Hornsea"].map((n) => data.location(unique(n))));
  const times = [
    "0630",
    "07:15",
    "0800",
    "08:45",
    "09:30",
    "1000",
    "10:45",
    "11:30",
    "12:15",
    "1300",
    "TBC",
    "15:30",
  ];
  const perDay = [12, 8, 8, 8, 8, 8, 8];
  const payloads = perDay.flatMap((count, offset) =>
    Array.from({ length: count }, (_, i) => {
      const n = offset * 20 + i;
      const type = fleet[n % fleet.length]!;
      return {
        customerId: customers[n % customers.length]!.id,
        aircraftTypeId: type.id,
        allocatedAircraftId: n % 3 ? type.aircraft[n % type.aircraft.length]?.id : undefined,
        bookingStatusId: statuses[n % statuses.length]!.id,
        departureId: places[n % 3]!.id,
        destinationId: places[(n + 1) % 3]!.id,
        startDate: addDays(start, offset),
        departureTime: times[i % times.length]!,
        // One flight without expected hours: it counts as gone an hour after its departure.
        expectedHours: i === 2 ? "" : String((n % 7) * 0.75 + 0.5),
        remarks:
          i % 3 === 0 ? "" : ["Crew change", "Freight 200kg, pallet met by the OIM", "2 PAX + tools"][n % 3],
      };
    }),
  );
  // Ten at a time, as a busy desk would: 68 at once from one address is more than its connection share.
  for (let i = 0; i < payloads.length; i += 10) {
    await Promise.all(payloads.slice(i, i + 10).map((payload) => data.booking(payload)));
  }

  // 10:47 on the busy day: some of its flights have long gone, some are in the air.
  await openBoard(page, `${start}T10:47:00Z`, users.engineering);
  await expect(page).toHaveURL(/\/board$/);
  await expect(today(page)).toContainText("12 flights");
  const board = page.getByRole("region", { name: "7 Day Schedule" });

  /** Every flight each panel shows over its pages (the clock moves the pages on every 10 s). */
  async function flightsSeen() {
    const panels = [today(page), ...(await page.getByTestId("day-card").all())];
    const seen = panels.map(() => new Set<string>());
    for (let round = 0; round < 8; round++) {
      for (const [index, panel] of panels.entries()) {
        for (const title of await panel
          .locator("[data-testid$='-entry']")
          .evaluateAll((items) => items.map((item) => item.getAttribute("title") ?? ""))) {
          seen[index]!.add(title);
        }
      }
      if (seen.every((flights, index) => flights.size >= perDay[index]!)) break;
      await page.clock.runFor(10_000);
    }
    return seen.map((flights) => flights.size);
  }

  // Loaded at 1366x768, then grown twice and shrunk back: every size after a resize too.
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
    [3840, 2160],
    [1366, 768],
  ] as const) {
    const size = `${width}x${height}`;
    await page.setViewportSize({ width, height });
    await expect
      .poll(async () => Math.round((await board.boundingBox())?.height ?? 0), { message: size })
      .toBe(height);
    await expect
      .poll(
        () =>
          page.evaluate(() => ({
            height: document.documentElement.scrollHeight,
            width: document.documentElement.scrollWidth,
          })),
        { message: `page scroll at ${size}` },
      )
      .toEqual({ height, width });
    expect(await flightsSeen(), size).toEqual(perDay);

    // The type's floor scales with the screen: card text 22 px and TODAY 28 px at 1920x1080.
    // Read once the fit has followed the resize (a frame or two after the board's new size, longer
    // on a loaded machine): what a person sees when the screen has settled.
    const floor = Math.min(width / 1920, height / 1080);
    await expect
      .poll(
        async () => {
          const cards = await readability(page, "[data-testid=card-entry]");
          const todays = await readability(page, "[data-testid=today-entry]");
          return {
            cut: [...cards.cut, ...todays.cut],
            cardsAtFloor: cards.smallest >= Math.floor(22 * floor),
            todayAtFloor: todays.smallest >= Math.floor(28 * floor),
            smallest: { cards: cards.smallest, today: todays.smallest },
          };
        },
        { message: `type and cut fields at ${size}` },
      )
      .toMatchObject({ cut: [], cardsAtFloor: true, todayAtFloor: true });

    if (width === 1920) {
      // Decision 027: at 1920x1080 this week fits at the type's floor: every panel has one page, and
      // every flight is on show at once.
      await expect
        .poll(() =>
          page
            .locator("[data-pages]")
            .evaluateAll((marks) => marks.map((mark) => Number(mark.getAttribute("data-pages")))),
        )
        .toEqual([1, 1, 1, 1, 1, 1, 1])
        .catch(async (error) => {
          // Once seen in CI and never here: what the fit measured, for the next person to compare.
          await testInfo.attach("board fit at 1920x1080", {
            body: JSON.stringify(await fitInputs(page), null, 2),
            contentType: "application/json",
          });
          throw error;
        });
      expect(
        await page
          .locator("[data-board-list]")
          .evaluateAll((lists) =>
            lists.map((list) => list.querySelectorAll("[data-testid$='-entry']").length),
          ),
      ).toEqual(perDay);
      await expect(page.getByTestId("page-mark")).toHaveCount(0);
      // Clash tags on the cards too (this data allocates registrations at overlapping times): a tagged
      // line is no taller than another, so the week still fits.
      expect(await page.getByTestId("day-card").getByTestId("clash-tag").count()).toBeGreaterThan(0);
      await page.screenshot({
        path: process.env.BOARD_SCREENSHOTS
          ? "docs/screenshots/board-after-1920x1080-12-today-8-a-day.png"
          : testInfo.outputPath("board-1920x1080.png"),
      });
    }
  }

  // A screen twice as tall as it is wide shows TODAY on one page at its floor: the order is read whole.
  await page.setViewportSize({ width: 1920, height: 2160 });
  await expect(today(page).getByTestId("page-mark")).toHaveCount(0);
  // TODAY at 10:47 (and a minute or so more): the flights gone (departure plus expected hours, or 1 h)
  // are last, dimmed and marked; the first flight still to leave is marked next.
  const todays = payloads.filter((payload) => payload.startDate === start);
  const gone = (now: number) =>
    todays
      .filter((p) => p.departureTime !== "TBC" && !notFlying.has(p.bookingStatusId))
      .filter((p) => now > minutesOf(p.departureTime) + (p.expectedHours ? Number(p.expectedHours) * 60 : 60))
      .map((p) => p.departureTime.replace(":", ""));
  const order = () =>
    today(page)
      .getByTestId("today-entry")
      .evaluateAll((items) =>
        items.map((item) => ({
          time: item.querySelector("[data-board-field=time]")?.textContent,
          departed: item.querySelector("[data-testid=departed-mark]") !== null,
          next: item.querySelector("[data-testid=next-mark]") !== null,
          // Cancelled flights stay last of all, after the departed ones.
          cancelled: item.className.includes("line-through"),
        })),
      );
  /** The page's clock, in minutes after midnight (London is on GMT in February). */
  const pageMinutes = async () => {
    const now = new Date(await page.evaluate(() => Date.now()));
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  };
  const departed = (flights: Awaited<ReturnType<typeof order>>) =>
    flights
      .filter((f) => f.departed)
      .map((f) => f.time)
      .sort();
  let flights = await order();
  let goneNow = gone(await pageMinutes()).sort();
  expect(goneNow.length).toBeGreaterThan(0);
  expect(departed(flights)).toEqual(goneNow);
  expect(
    flights
      .filter((f) => !f.cancelled)
      .slice(-goneNow.length)
      .every((f) => f.departed),
  ).toBe(true);
  expect(flights.filter((f) => f.next).map((f) => f.time)).toEqual(["1130"]);

  // Two hours on, without a reload: more have gone, and 1300 is next.
  await page.clock.fastForward("02:00:00");
  await expect.poll(async () => (await order()).filter((f) => f.next).map((f) => f.time)).toEqual(["1300"]);
  flights = await order();
  const earlier = goneNow.length;
  goneNow = gone(await pageMinutes()).sort();
  expect(goneNow.length).toBeGreaterThan(earlier);
  expect(departed(flights)).toEqual(goneNow);
  expect(
    flights
      .filter((f) => !f.cancelled)
      .slice(-goneNow.length)
      .every((f) => f.departed),
  ).toBe(true);

  // Fleet and conflicts (docs/decisions/015): the day's clashes (this data allocates registrations at overlapping times) are tagged in
  // words as well as colour.
  const conflicts = (await (await data.api.get(`/api/conflicts?from=${start}&to=${start}`)).json()) as {
    conflicts: { date: string }[];
  };
  expect(conflicts.conflicts.filter((c) => c.date === start).length).toBeGreaterThan(0);
  await expect(today(page).getByTestId("clash-tag").first()).toHaveText(/Clash/);

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(board).toHaveAttribute("data-theme", "dark");
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: testInfo.outputPath("board-1920x1080-dark.png") });
});

/**
 * The header's type and the flights' at the board's size now: the date and 'Last updated' (px), the
 * smallest card entry's type, and the TODAY flights whose status is not on their first line.
 */
function headerAndStatuses(page: Page) {
  return page.evaluate(() => {
    const size = (element: Element | null | undefined) =>
      element ? Number.parseFloat(getComputedStyle(element).fontSize) : 0;
    const board = document.querySelector("[aria-label='7 Day Schedule']");
    const updated = Array.from(board?.querySelectorAll("header span") ?? []).find((span) =>
      span.textContent?.startsWith("Last updated"),
    );
    const off = Array.from(document.querySelectorAll("[data-testid=today-entry]")).flatMap((entry) => {
      const status = entry.querySelector("[data-testid=status-text]")?.getBoundingClientRect();
      const first = entry.querySelector("[data-board-field=time]")?.getBoundingClientRect();
      // On the same line: the status's box and the flight's first text share some height.
      const sameLine = status && first && status.top < first.bottom && status.bottom > first.top;
      return sameLine ? [] : [entry.textContent ?? ""];
    });
    return {
      date: size(board?.querySelector("header h2")),
      updated: size(updated),
      card: Math.min(...Array.from(document.querySelectorAll("[data-testid=card-entry]"), size)),
      statusesOffTheirLine: off,
    };
  });
}

test("the header's date and 'Last updated' grow with the screen as the flights do, and a TODAY flight's status stays on its first line", async ({
  page,
  data,
}, testInfo) => {
  const start = addDays("2041-03-04", testInfo.repeatEachIndex * 14);
  const fleet = await data.fleet();
  const statuses = await data.api
    .get("/api/booking-statuses")
    .then((r) => r.json() as Promise<{ id: number }[]>);
  const customers = await Promise.all(
    ["Bristow", "NHV", "Babcock"].map((name) => data.customer(unique(name))),
  );
  const places = await Promise.all(["Blackpool", "Leman"].map((n) => data.location(unique(n))));
  const times = ["0630", "0715", "0800", "0845", "0930", "1030", "1130", "1300"];
  // Eight flights a day all week: the type stays at its floor, and TODAY keeps a quarter of the width.
  const payloads = [0, 1, 2, 3, 4, 5, 6].flatMap((offset) =>
    times.map((time, i) => {
      const n = offset * 8 + i;
      const type = fleet[n % fleet.length]!;
      return {
        customerId: customers[n % customers.length]!.id,
        aircraftTypeId: type.id,
        allocatedAircraftId: type.aircraft[n % type.aircraft.length]?.id,
        bookingStatusId: statuses[n % statuses.length]!.id,
        departureId: places[n % 2]!.id,
        destinationId: places[(n + 1) % 2]!.id,
        startDate: addDays(start, offset),
        departureTime: time,
        expectedHours: "1",
      };
    }),
  );
  for (let i = 0; i < payloads.length; i += 10) {
    await Promise.all(payloads.slice(i, i + 10).map((payload) => data.booking(payload)));
  }

  // 10:00 in London (GMT): some of TODAY's flights have gone (marked 'Departed'), one is 'Next'.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openBoard(page, `${start}T10:00:00Z`, users.engineering);
  const board = page.getByRole("region", { name: "7 Day Schedule" });
  await expect(today(page).getByTestId("today-entry")).toHaveCount(8);
  await expect(today(page).getByTestId("next-mark")).toHaveCount(1);

  for (const [width, height, date, updated] of [
    [1920, 1080, 22, 18],
    [3840, 2160, 44, 36],
    // A smaller screen keeps the header's 1920 sizes (its flights are smaller still).
    [1366, 768, 22, 18],
  ] as const) {
    const size = `${width}x${height}`;
    await page.setViewportSize({ width, height });
    await expect.poll(async () => Math.round((await board.boundingBox())?.height ?? 0)).toBe(height);
    // The date as large as the card flights at the type's floor, 'Last updated' 18/22 of it; every
    // status on its flight's first line.
    const floor = Math.min(width / 1920, height / 1080);
    await expect
      .poll(
        async () => {
          const now = await headerAndStatuses(page);
          return {
            date: Math.round(now.date),
            updated: Math.round(now.updated),
            cardsAtFloor: now.card >= Math.floor(22 * floor),
            statusesOffTheirLine: now.statusesOffTheirLine,
          };
        },
        { message: `header and statuses at ${size}` },
      )
      .toEqual({ date, updated, cardsAtFloor: true, statusesOffTheirLine: [] });
    await page.screenshot({ path: testInfo.outputPath(`board-header-${size}.png`) });
  }
});

test("at its floor, a day whose flights wrap to three lines takes height from the other card of its column, and nothing pages", async ({
  page,
  data,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const start = addDays("2065-01-05", testInfo.repeatEachIndex * 14);
  const fleet = await data.fleet();
  const status = await data.status("Confirmed");
  // Tomorrow (the first column's upper card) and the fourth day below it have as many flights, so the
  // layout splits their column evenly; but Tomorrow's long names wrap to a third line.
  const long = await Promise.all([
    data.customer(unique("Bond Offshore Helicopters North Sea Division")),
    data.location(unique("Aberdeen Dyce International Heliport")),
    data.location(unique("Clipper South Normally Unattended Platform")),
  ]);
  const short = await Promise.all([
    data.customer(unique("CHC")),
    data.location(unique("Leman")),
    data.location(unique("Hornsea")),
  ]);
  const day = (offset: number, [customer, from, to]: typeof long) =>
    Array.from({ length: 7 }, (_, i) => ({
      customerId: customer.id,
      aircraftTypeId: fleet[i % fleet.length]!.id,
      bookingStatusId: status.id,
      departureId: from.id,
      destinationId: to.id,
      startDate: addDays(start, offset),
      departureTime: `${String(7 + i).padStart(2, "0")}00`,
      expectedHours: "1.5",
    }));
  for (const payload of [...day(1, long), ...day(4, short)]) await data.booking(payload);

  await openBoard(page, `${start}T06:00:00Z`);
  const [tomorrow, below] = [card(page, "Tomorrow"), card(page, weekday(addDays(start, 4)))];
  await expect(tomorrow.getByTestId("card-entry")).toHaveCount(7);
  await expect(below.getByTestId("card-entry")).toHaveCount(7);
  await expect(page.getByTestId("page-mark")).toHaveCount(0);
  const height = async (region: typeof tomorrow) => (await region.boundingBox())?.height ?? 0;
  expect(await height(tomorrow)).toBeGreaterThan((await height(below)) * 1.2);
});

test("a day of several legs lists each leg's time, hours and route under its booking; a one-leg day reads as before, and a busy week still fits", async ({
  page,
  data,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const start = addDays("2081-06-02", testInfo.repeatEachIndex * 14);
  const fleet = await data.fleet();
  const status = await data.status("Confirmed");
  const customer = await data.customer(unique("Legs Co"));
  const [base, leman, ravens] = [
    await data.location(unique("Humberside")),
    await data.location(unique("Leman")),
    await data.location(unique("Ravens")),
  ];
  const legs = [
    { departureTime: "0800", fromId: base.id, toId: leman.id, expectedHours: "0.75" },
    { departureTime: "0915", fromId: leman.id, toId: ravens.id, expectedHours: "0.5", passengers: 6 },
    { departureTime: "1030", fromId: ravens.id, toId: base.id, expectedHours: "1", positioning: true },
  ];
  const common = { customerId: customer.id, bookingStatusId: status.id, departureId: base.id };
  // TODAY and Tomorrow: a three-leg crew change beside six one-leg flights, so each list is busy.
  await data.booking({
    ...common,
    aircraftTypeId: fleet[0]!.id,
    destinationId: base.id,
    startDate: start,
    endDate: addDays(start, 1),
    remarks: "Crew change",
    legs,
  });
  for (const offset of [0, 1]) {
    for (let i = 0; i < 6; i++) {
      await data.booking({
        ...common,
        aircraftTypeId: fleet[(i + 1) % fleet.length]!.id,
        destinationId: leman.id,
        startDate: addDays(start, offset),
        departureTime: `${String(11 + i).padStart(2, "0")}00`,
        expectedHours: "1.5",
      });
    }
  }

  await openBoard(page, `${start}T06:00:00Z`);
  const several = today(page).getByTestId("today-entry").filter({ hasText: "3 legs" });
  await expect(several).toHaveCount(1);
  await expect(several).toContainText("Departure 0800, expected hours 2.25");
  // The day's remark ends the entry's first line, after '3 legs', before the legs.
  await expect(several.locator("[data-board-field=remarks]")).toBeVisible();
  await expect(several.locator("[data-board-field=remarks]")).toHaveText("Crew change");
  const lines = several.getByTestId("board-leg");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText(`0800 0.75 ${base.name} → ${leman.name}`);
  await expect(lines.nth(1)).toContainText(`0915 0.50 ${leman.name} → ${ravens.name}`);
  await expect(lines.nth(2)).toContainText(`1030 1.00 ${ravens.name} → ${base.name}`);
  await expect(lines.nth(2)).toContainText("Positioning");
  // A one-leg flight is written as before: its route, no legs listed.
  const one = today(page).getByTestId("today-entry").filter({ hasText: "1100" });
  await expect(one).toContainText(`${base.name} → ${leman.name}`);
  await expect(one.getByTestId("board-leg")).toHaveCount(0);
  await expect(card(page, "Tomorrow").getByTestId("board-leg")).toHaveCount(3);

  // The legs' times line up under the day's 'Dep' column, and every list fits on one page.
  await expect(page.getByTestId("page-mark")).toHaveCount(0);
  const columns = await several.evaluate((entry) => {
    const left = (element: Element | null) => Math.round(element?.getBoundingClientRect().left ?? -1);
    return {
      day: left(entry.querySelector("[data-board-field=time]")),
      legs: Array.from(entry.querySelectorAll("[data-board-field=leg-time]"), left),
    };
  });
  expect(columns.legs).toEqual([columns.day, columns.day, columns.day]);
  for (const selector of ["[data-testid=today-entry]", "[data-testid=card-entry]"]) {
    expect((await readability(page, selector)).cut).toEqual([]);
  }
  const overflowing = await page
    .locator("[data-board-list]")
    .evaluateAll((lists) => lists.filter((list) => list.scrollHeight > list.clientHeight + 1).length);
  expect(overflowing).toBe(0);
  await page.screenshot({ path: testInfo.outputPath("board-legs-1920x1080.png") });
});

test("a remark too long for its entry is shortened there and shown whole in the remarks band, one after another", async ({
  page,
  data,
}) => {
  const start = "2039-09-05";
  // Short names: the route ends its entry's first line with room to spare for 'Crew change' at any type
  // size the fit may settle on (it starts from the size on show, so it can land a step apart).
  const customer = await data.customer(unique("W"));
  const [base, rig] = [await data.location(unique("B")), await data.location(unique("R"))];
  const common = { customerId: customer.id, departureId: base.id, destinationId: rig.id };
  const long = [unique("Freight 200kg, pallet met by the OIM"), unique("2 survey engineers, 80kg of tools")];
  // Longer than the band's line: it scrolls through to its end while the band dwells on it.
  const longest = unique(
    `Weather hold likely: ${"check the TAF at 0600 and call ops before boarding; ".repeat(4)}`,
  );
  for (const [index, remarks] of long.entries()) {
    await data.booking({
      ...common,
      startDate: addDays(start, 1),
      departureTime: `0${7 + index}00`,
      remarks,
    });
  }
  await data.booking({
    ...common,
    startDate: addDays(start, 1),
    departureTime: "1200",
    remarks: "Crew change",
  });
  await data.booking({ ...common, startDate: addDays(start, 2), departureTime: "0900", remarks: longest });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openBoard(page, `${start}T10:00:00Z`, users.engineering);
  const tomorrow = card(page, "Tomorrow");
  await expect(tomorrow.getByTestId("card-entry")).toHaveCount(3);

  /** How each remark on Tomorrow's card shows: whole, or shortened (or left out: no room on its line). */
  const shown = () =>
    tomorrow.locator("[data-board-field=remarks]").evaluateAll((remarks) =>
      remarks.map((remark) => ({
        text: remark.textContent,
        whole: getComputedStyle(remark).display !== "none" && remark.scrollWidth <= remark.clientWidth,
      })),
    );
  await expect.poll(shown).toEqual([
    { text: long[0], whole: false },
    { text: long[1], whole: false },
    { text: "Crew change", whole: true },
  ]);

  // The band shows each shortened remark whole in turn, after where its entry is, and outlines that
  // entry meanwhile.
  const band = page.getByTestId("remarks-band");
  const where: Record<string, string> = {
    [long[0]!]: "Tomorrow 0700",
    [long[1]!]: "Tomorrow 0800",
    [longest]: "Wednesday 0900",
  };
  const seen = new Set<string>();
  for (let round = 0; round < 12 && seen.size < 3; round++) {
    const text = (await band.getByTestId("remarks-band-text").textContent()) ?? "";
    expect(Object.keys(where)).toContain(text);
    await expect(band).toContainText(where[text]!);
    const dwelt = page.locator("[data-dwell]");
    await expect(dwelt).toHaveCount(1);
    await expect(dwelt).toContainText(text);
    // Whole on the screen: the band's line holds it, or it scrolls exactly to its end.
    const { overflow, scrollsTo } = await band.evaluate((box) => {
      const line = box.firstElementChild as HTMLElement;
      const frames = line.getAnimations()[0]?.effect as KeyframeEffect | undefined;
      return {
        overflow: line.scrollWidth - box.clientWidth,
        scrollsTo: String(frames?.getKeyframes().at(-1)?.transform ?? ""),
      };
    });
    if (text === longest) expect(scrollsTo).toBe(`translateX(${-overflow}px)`);
    else expect(overflow).toBeLessThanOrEqual(0);
    seen.add(text);
    await page.clock.runFor(10_500);
  }
  expect([...seen].sort()).toEqual(Object.keys(where).sort());
  await expect(band).not.toContainText("Crew change");
});

test("warns on the board when live updates have stopped for more than a minute", async ({ page }) => {
  // The server's change stream cannot be reached (a proxy answering 503, the network to it down).
  await page.route("**/api/events", (route) => route.fulfill({ status: 503, body: "" }));
  await openBoard(page, "2039-08-03T10:00:00Z", users.engineering);
  await expect(page.getByText(LAST_UPDATED)).toBeVisible();
  await page.clock.runFor(30_000);
  // A short drop is normal (the stream reconnects in seconds): no warning yet.
  await expect(page.getByTestId("updates-stopped")).toHaveCount(0);
  await page.clock.runFor(40_000);
  await expect(page.getByRole("alert").filter({ hasText: "Live updates stopped" })).toBeVisible();
  // Back once the stream is: the next attempt (within 30 s) connects.
  await page.unroute("**/api/events");
  await page.clock.runFor(40_000);
  await expect(page.getByTestId("updates-stopped")).toHaveCount(0);
});

test("the wall address opens the board alone, in the theme it names, after a reload too", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2039-08-02T10:00:00Z") });
  await signIn(page);
  await page.goto("/board?theme=dark");
  const board = page.getByRole("region", { name: "7 Day Schedule" });
  await expect(board).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(async () => Math.round((await board.boundingBox())?.height ?? 0)).toBe(768);
  await page.goto("/board");
  await expect(page.getByRole("region", { name: "7 Day Schedule" })).toHaveAttribute("data-theme", "dark");
});

test("offers full screen and a dark theme that the screen remembers", async ({ page }) => {
  await openBoard(page, "2039-08-01T10:00:00Z", users.engineering);
  const board = page.getByRole("region", { name: "7 Day Schedule" });
  // The button names the theme it switches to.
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await expect(board).toHaveAttribute("data-theme", "dark");
  await page.reload();
  await expect(page.getByRole("region", { name: "7 Day Schedule" })).toHaveAttribute("data-theme", "dark");

  await page.getByRole("button", { name: "Full screen" }).click();
  await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute("aria-label"))).toBe(
    "7 Day Schedule",
  );
  await page.getByRole("button", { name: "Exit full screen" }).click();
  await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();
});
