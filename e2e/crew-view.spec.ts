import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addDays } from "../src/shared/dates.ts";
import { expect, type TestData, test, unique, users } from "./support/fixtures.ts";
import type { E2EUser } from "./support/users.ts";

/**
 * The crew's phone view, `/crew` (docs/decisions/032), at a phone's 390x844. Each test sets
 * the browser's clock to a week of its own, far from the weeks other tests write to.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Opens /crew with the browser's clock at `time`, signing in on the page itself. */
async function openCrew(page: Page, time: string, user: E2EUser = users.viewer, keep = false) {
  await page.clock.install({ time: new Date(time) });
  await page.goto("/crew");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  if (keep) await page.getByLabel("Keep me signed in on this phone").check();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Crew schedule" })).toBeVisible();
  await expect(page.getByTestId("crew-day")).toHaveCount(8);
}

const day = (page: Page, label: string) => page.getByRole("region", { name: label });
/** A day's flights of this test's customers: a retried test finds its first try's flights there too. */
const ours = (page: Page, label: string, ...customers: string[]) =>
  day(page, label)
    .getByTestId("crew-flight")
    .filter({ hasText: new RegExp(customers.join("|")) });

async function twoFlights(data: TestData, date: string) {
  const fleet = await data.aircraftType("AW139");
  const [first, second] = [fleet.aircraft[0]!, fleet.aircraft[1]!];
  const confirmed = await data.status("Confirmed");
  const north = await data.customer(unique("North Crew Co"), "#FDE047");
  const south = await data.customer(unique("South Crew Co"), "#1E3A8A");
  const base = await data.location(unique("EGNJ Humberside"));
  const rig = await data.location(unique("Leman Alpha"));
  const common = { aircraftTypeId: fleet.id, departureId: base.id, destinationId: rig.id, startDate: date };
  await data.booking({
    ...common,
    customerId: north.id,
    allocatedAircraftId: first.id,
    bookingStatusId: confirmed.id,
    departureTime: "0930",
    expectedHours: "1.5",
    remarks: "Crew change, 12 PAX",
  });
  await data.booking({
    ...common,
    customerId: south.id,
    allocatedAircraftId: second.id,
    departureTime: "1415",
  });
  return { first, second, north, south, rig };
}

test("lists today and the next 7 days by day, with each flight's details, and passes axe", async ({
  page,
  data,
}, testInfo) => {
  // A repeat (--repeat-each) lays its week two weeks on (same weekdays), so its clashes never meet the first run's.
  const today = addDays("2041-03-11", testInfo.repeatEachIndex * 14);
  const [tomorrowDate, wednesday] = [addDays(today, 1), addDays(today, 2)];
  const { first, second, north, south, rig } = await twoFlights(data, tomorrowDate);
  // Half an hour after the 09:30 on the same aircraft: both clash.
  await data.booking({
    customerId: north.id,
    allocatedAircraftId: first.id,
    startDate: tomorrowDate,
    departureTime: "1000",
  });
  const period = { aircraftId: second.id, startDate: wednesday, endDate: wednesday, reason: "Gearbox" };
  expect((await data.api.post("/api/aircraft-unavailability", { data: period })).ok()).toBe(true);
  await openCrew(page, `${today}T08:00:00Z`);
  const month = new Date(`${today}T12:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    timeZone: "UTC",
  });
  await expect(page.getByRole("heading", { name: /^Today/ })).toContainText(
    new RegExp(`${Number(today.slice(8))}(st|nd|rd|th) ${month}`),
  );
  await expect(day(page, "Today").getByText("No flights")).toBeVisible();
  await expect(day(page, "Wednesday")).toContainText(`${second.registration} unavailable: Gearbox`);
  const tomorrow = ours(page, "Tomorrow", north.name, south.name);
  await expect(tomorrow).toHaveCount(3);
  await expect(tomorrow.nth(0)).toContainText("Clash");
  await expect(tomorrow.nth(1)).toContainText("10:00");
  await expect(tomorrow.nth(1)).toContainText("Clash");
  await expect(tomorrow.nth(2)).not.toContainText("Clash");
  await expect(tomorrow.first()).toContainText("09:30");
  await expect(tomorrow.first()).toContainText("1.50");
  await expect(tomorrow.first()).toContainText(`AW139 ${first.registration}`);
  await expect(tomorrow.first()).toContainText(north.name);
  await expect(tomorrow.first()).toContainText(`→ ${rig.name}`);
  await expect(tomorrow.first()).toContainText("Confirmed");
  await expect(tomorrow.first()).toContainText("Crew change, 12 PAX");
  await expect(tomorrow.nth(2)).toContainText("14:15");
  // Read-only: Sign out is the one button; every control is a big touch target.
  await expect(page.getByRole("button")).toHaveText(["Sign out"]);
  for (const control of [
    page.getByLabel("Aircraft", { exact: true }),
    page.getByRole("link", { name: "Settings" }),
  ]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: "test-results/crew-view-390x844.png" });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: "test-results/crew-view-tablet.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);
});

test("filters by customer and by aircraft, and remembers the choice", async ({ page, data }, testInfo) => {
  const today = addDays("2041-04-15", testInfo.repeatEachIndex * 14);
  const { first, second, north, south } = await twoFlights(data, addDays(today, 1));
  await openCrew(page, `${today}T08:00:00Z`);
  const flights = ours(page, "Tomorrow", north.name, south.name);
  await expect(flights).toHaveCount(2);
  await page.getByLabel("Customer", { exact: true }).selectOption({ label: south.name });
  await expect(flights).toHaveCount(1);
  await expect(flights).toContainText(second.registration);
  await page.getByLabel("Customer", { exact: true }).selectOption({ label: "All customers" });
  await page.getByLabel("Aircraft", { exact: true }).selectOption({ label: `${first.registration} (AW139)` });
  await expect(flights).toHaveCount(1);
  await expect(flights).toContainText(north.name);
  await page.reload();
  await expect(page.getByLabel("Aircraft", { exact: true })).toHaveValue(String(first.id));
  await expect(ours(page, "Tomorrow", north.name, south.name)).toHaveCount(1);
});

test("a booking made at the desk arrives live; offline, even after a reload, the last list shows and says how old it is", async ({
  page,
  context,
  data,
}) => {
  await openCrew(page, "2041-05-20T08:00:00Z");
  // Once the service worker controls the page, a reload reads everything through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(page.getByTestId("crew-day")).toHaveCount(8);
  const customer = await data.customer(unique("Live Crew Co"));
  await data.booking({ customerId: customer.id, startDate: "2041-05-20", departureTime: "1100" });
  await expect(ours(page, "Today", customer.name)).toHaveCount(1);

  const status = page.getByTestId("crew-status");
  await expect(status).toHaveText(/^Updated \d\d:\d\d( UTC)?$/);
  const updated = (await status.textContent())?.replace("Updated ", "");
  await context.setOffline(true);
  await expect(status).toHaveText(`as of ${updated}, offline`);
  await page.reload();
  await expect(ours(page, "Today", customer.name)).toHaveCount(1);
  await expect(status).toHaveText(`as of ${updated}, offline`);

  // Back online, the page and the list come from the server again, never the kept copy.
  await context.setOffline(false);
  const later = await data.customer(unique("Later Crew Co"));
  await data.booking({ customerId: later.id, startDate: "2041-05-20", departureTime: "1200" });
  await page.reload();
  await expect(ours(page, "Today", customer.name, later.name)).toHaveCount(2);
  await expect(status).toHaveText(/^Updated \d\d:\d\d( UTC)?$/);
});

test("the first visit is enough: offline, a reload shows the list it read", async ({
  page,
  context,
  data,
}) => {
  const customer = await data.customer(unique("First Visit Co"));
  await data.booking({ customerId: customer.id, startDate: "2042-02-10", departureTime: "1000" });
  await openCrew(page, "2042-02-10T08:00:00Z");
  await expect(ours(page, "Today", customer.name)).toHaveCount(1);
  // What a pilot cannot see but waits for anyway by carrying the phone for a while: the worker is
  // installed (it downloads the app's scripts first) and holds the list.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!(await caches.has("crew-api"))) return false;
        const kept = await (await caches.open("crew-api")).keys();
        return kept.some((request) => new URL(request.url).pathname === "/api/bookings");
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(ours(page, "Today", customer.name)).toHaveCount(1);
  await expect(page.getByTestId("crew-status")).toHaveText(/^as of .*, offline$/);
  await context.setOffline(false);
});

test("marks today's departed flights and the next one as the board does, opens at the next, and follows the clock", async ({
  page,
  data,
}) => {
  // A day in a GMT month, so the browser's clock and the operator's agree.
  const today = "2042-02-24";
  const customer = await data.customer(unique("Late Day Co"));
  const flight = (departureTime: string, expectedHours: string) =>
    data.booking({ customerId: customer.id, startDate: today, departureTime, expectedHours });
  // At 17:28, as a new user saw it (docs/decisions/043): six flights gone, one in the air, then the next
  // and a later one.
  for (const time of ["0700", "0800", "0900", "1030", "1200", "1430"]) await flight(time, "1");
  await flight("1700", "2");
  await flight("1730", "1");
  await flight("1930", "1");
  await openCrew(page, `${today}T17:28:00Z`);

  const flights = ours(page, "Today", customer.name);
  await expect(flights).toHaveCount(9);
  const marks = flights.getByText(/^(Departed|Next)$/);
  await expect(marks).toHaveText([
    "Departed",
    "Departed",
    "Departed",
    "Departed",
    "Departed",
    "Departed",
    "Next",
  ]);
  // The day keeps its order: the flight in the air is neither, the next is 17:30.
  await expect(flights.nth(6)).toContainText("17:00");
  await expect(flights.nth(6).getByText(/^(Departed|Next)$/)).toHaveCount(0);
  await expect(flights.nth(7)).toContainText("17:30");
  await expect(flights.nth(7).getByText("Next", { exact: true })).toBeVisible();
  // It opens at the next flight, the morning's flights above it.
  await expect(flights.nth(7)).toBeInViewport();
  await expect(flights.first()).not.toBeInViewport();
  // How current the list is stays in view above it, the next flight whole below it (docs/decisions/043).
  await expect(page.getByTestId("crew-status")).toBeInViewport();
  const [statusBox, nextBox] = [
    await page.getByTestId("crew-status").boundingBox(),
    await flights.nth(7).boundingBox(),
  ];
  expect(nextBox!.y).toBeGreaterThan(statusBox!.y + statusBox!.height);
  await page.screenshot({ path: "test-results/crew-view-next-390x844.png" });

  // Five minutes on, 17:30 is in the air and 19:30 is next, without a reload.
  await page.clock.fastForward("05:00");
  await expect(flights.nth(8).getByText("Next", { exact: true })).toBeVisible();
  await expect(flights.nth(7).getByText(/^(Departed|Next)$/)).toHaveCount(0);
  await expect(marks).toHaveCount(7);
});

test("a session ended elsewhere leaves no schedule on the phone: offline afterwards, it asks to sign in", async ({
  page,
  context,
  data,
}) => {
  const customer = await data.customer(unique("Ended Crew Co"));
  await data.booking({ customerId: customer.id, startDate: "2041-07-08", departureTime: "1000" });
  await openCrew(page, "2041-07-08T08:00:00Z");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(ours(page, "Today", customer.name)).toHaveCount(1);
  // The session ends on the server (as when it expires, or is ended from another device); the page is
  // not told until it next asks.
  expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();

  // Offline later, the worker has nothing of that session left to show.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText(customer.name)).toHaveCount(0);
  await context.setOffline(false);
});

test("a read-only user kept signed in is not signed out when idle, and ends it from Settings", async ({
  page,
}) => {
  await openCrew(page, "2041-06-10T08:00:00Z", users.viewer, true);
  expect(await (await page.request.get("/api/auth/me")).json()).toMatchObject({ kept: true });
  // Past the desk's 15 minutes without a touch: a kept phone stays on the list.
  await page.clock.fastForward("16:00");
  await expect(page.getByRole("heading", { name: "Crew schedule" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toHaveCount(0);

  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByText("This phone is kept signed in for 30 days.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out kept phones" }).click();
  await expect(page.getByText("Signed out of 1 phone", { exact: true })).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});
