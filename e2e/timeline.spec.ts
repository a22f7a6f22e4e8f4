import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test, unique, users } from "./support/fixtures.ts";
import { choose, toast } from "./support/ui.ts";

/**
 * The Timeline (docs/decisions/052): every aircraft's legs by the hour. Moving a leg by drag and by
 * keyboard goes through the same writes as the table, asking before a clash; a drag across a gap opens
 * the wizard there; another desk's change moves the bar. Each test has a date of its own in 2078.
 */

async function openTimeline(page: Page, date: string) {
  await signIn(page);
  await page.goto(`/?view=timeline&date=${date}&days=1`);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("tab", { name: "Timeline", selected: true }).or(timeline)).toBeVisible();
  return timeline;
}

/**
 * A type's aircraft in service, in their order: another test in the worker may have added one and
 * retired it (the Fleet tab's), and a retired aircraft is given to no booking.
 */
const inService = (type: { aircraft: Array<{ id: number; registration: string; retired: boolean }> }) =>
  type.aircraft.filter((plane) => !plane.retired);

/** The row of an aircraft ('G-HLDA') or of a type's unallocated legs, as its track on the page. */
const track = (page: Page, typeTitle: string, label: string) =>
  page
    .getByRole("group", { name: typeTitle })
    .locator("[data-timeline-row]")
    .filter({ has: page.locator("xpath=..").getByText(label, { exact: true }) })
    .first();

/** Pixels a minute on the shown view: a day's track spans 24 hours. */
async function pixelsPerMinute(page: Page) {
  const box = await page.locator("[data-timeline-row]").first().boundingBox();
  return box!.width / (24 * 60);
}

async function drag(page: Page, bar: Locator, dx: number, dy = 0) {
  const box = (await bar.boundingBox())!;
  const x = box.x + Math.min(12, box.width / 3);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

test("a drag along the row moves a leg's time, and a drag onto a busy aircraft asks first: Cancel puts it back, 'Save anyway' moves it", async ({
  page,
  data,
}, testInfo) => {
  const date = "2078-03-07";
  const aw139 = await data.aircraftType("AW139");
  const [first, second] = inService(aw139);
  const held = await data.customer(unique("Held Co"));
  const mover = await data.customer(unique("Mover Co"));
  await data.booking({
    startDate: date,
    customerId: held.id,
    aircraftTypeId: aw139.id,
    allocatedAircraftId: first!.id,
    departureTime: "1000",
    expectedHours: "1",
  });
  const moving = await data.booking({
    startDate: date,
    customerId: mover.id,
    aircraftTypeId: aw139.id,
    allocatedAircraftId: second!.id,
    departureTime: "0900",
    expectedHours: "1",
  });
  const saved = async () => (await data.bookings(date, date)).find((b) => b.id === moving.id)!;

  await openTimeline(page, date);
  const bar = page.getByRole("button", { name: new RegExp(`^${mover.name} 09:00 `) });
  await expect(bar).toBeVisible();
  const scale = await pixelsPerMinute(page);

  // An hour later along its own row: the time, and nothing else, changes.
  await drag(page, bar, 60 * scale);
  await expect(toast(page, "Legs updated successfully")).toBeVisible();
  await expect.poll(async () => (await saved()).dailyDetails[0]!.legs[0]!.departureTime).toBe("10:00");
  expect((await saved()).allocatedAircraftId).toBe(second!.id);
  const moved = page.getByRole("button", { name: new RegExp(`^${mover.name} 10:00 `) });
  await expect(moved).toBeVisible();

  // Onto the first aircraft's row, where Held Co flies at 10:00: asked, and Cancel writes nothing.
  const target = track(page, "AW139", first!.registration);
  const rowBox = (await target.boundingBox())!;
  const barBox = (await moved.boundingBox())!;
  await drag(page, moved, 0, rowBox.y + rowBox.height / 2 - (barBox.y + barBox.height / 2));
  const ask = page.getByRole("dialog", { name: "This change adds a clash" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  expect((await saved()).allocatedAircraftId).toBe(second!.id);
  await expect(
    track(page, "AW139", second!.registration).getByRole("button", { name: new RegExp(`^${mover.name} `) }),
  ).toBeVisible();

  // Again, and 'Save anyway' moves it, saying it was saved with the clash.
  await drag(page, moved, 0, rowBox.y + rowBox.height / 2 - (barBox.y + barBox.height / 2));
  await ask.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved with 1 clash" }).first()).toBeVisible();
  await expect.poll(async () => (await saved()).allocatedAircraftId).toBe(first!.id);
  await expect(target.getByRole("button", { name: new RegExp(`^${mover.name} `) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("timeline.png") });
});

test("a focused leg moves by keyboard: arrows and Shift+arrows show the move, Escape cancels, Enter saves", async ({
  page,
  data,
}) => {
  const date = "2078-03-08";
  const aw139 = await data.aircraftType("AW139");
  const customer = await data.customer(unique("Keys Co"));
  const booking = await data.booking({
    startDate: date,
    customerId: customer.id,
    aircraftTypeId: aw139.id,
    allocatedAircraftId: inService(aw139)[2]!.id,
    departureTime: "0800",
    expectedHours: "1.5",
  });
  const leg = async () =>
    (await data.bookings(date, date)).find((b) => b.id === booking.id)!.dailyDetails[0]!.legs[0]!;

  await openTimeline(page, date);
  const bar = page.getByRole("button", { name: new RegExp(`^${customer.name} 08:00 `) });
  // The pointer over a bar shows its whole text, as focus does.
  await bar.hover();
  await expect(page.getByRole("tooltip")).toHaveText(new RegExp(`^${customer.name} 08:00 .*, 1\\.5 h$`));
  await bar.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(bar).toHaveAccessibleName(/Moving to 08:10, 1\.5 h$/);
  await page.keyboard.press("Escape");
  await expect(bar).toHaveAccessibleName(new RegExp(`^${customer.name} 08:00 .*1\\.5 h$`));
  expect((await leg()).departureTime).toBe("0800");

  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(bar).toHaveAccessibleName(/Moving to 08:15, 1\.6 h$/);
  await page.keyboard.press("Enter");
  await expect(toast(page, "Legs updated successfully")).toBeVisible();
  await expect
    .poll(async () => [(await leg()).departureTime, (await leg()).expectedHours])
    .toEqual(["08:15", "1.60"]);
  // The toast's Undo puts the leg back as it was.
  await toast(page, "Legs updated successfully").getByRole("button", { name: "Undo" }).click();
  await expect
    .poll(async () => [(await leg()).departureTime, (await leg()).expectedHours])
    .toEqual(["0800", "1.50"]);

  // Enter on a leg not being moved opens it in the Edit dialog.
  const updated = page.getByRole("button", { name: new RegExp(`^${customer.name} 08:00 `) });
  await updated.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Edit Booking" })).toBeVisible();
});

test("a drag across an empty stretch of an aircraft's row opens the wizard on that aircraft, date and time", async ({
  page,
  data,
}) => {
  const date = "2078-03-09";
  const aw139 = await data.aircraftType("AW139");
  const plane = inService(aw139)[1]!;
  const customer = await data.customer(unique("Gap Co"));
  const departure = await data.location(unique("Gap Base"));
  const destination = await data.location(unique("Gap Rig"));
  await openTimeline(page, date);
  const row = track(page, "AW139", plane.registration);
  const box = (await row.boundingBox())!;
  const scale = await pixelsPerMinute(page);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 14 * 60 * scale, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 15 * 60 * scale, y, { steps: 3 });
  await page.mouse.move(box.x + 15.5 * 60 * scale, y, { steps: 3 });
  await page.mouse.up();

  const wizard = page.getByRole("dialog", { name: "Create Booking" });
  await expect(wizard).toBeVisible();
  await expect(wizard.getByRole("textbox", { name: "Start Date" })).toHaveValue(/09\/03\/(20)?78/);
  await choose(page, wizard, "Select Customer", customer.name);
  await choose(page, wizard, "Booking Status", "Pending");
  await wizard.getByRole("button", { name: "Next" }).click();
  await choose(page, wizard, "Departure", departure.name);
  await choose(page, wizard, "Destination", destination.name);
  await expect(wizard.getByRole("combobox", { name: "Aircraft Type", exact: true })).toContainText("AW139");
  await expect(wizard).toContainText(plane.registration);
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByRole("textbox", { name: /Departure Time/ })).toHaveValue("14:00");
  await expect(wizard.getByRole("textbox", { name: /Expected Hours/ })).toHaveValue("1.5");
});

test("another desk's change moves the bar, and a keyboard move begun before it is refused as stale", async ({
  page,
  data,
}) => {
  const date = "2078-03-10";
  const aw139 = await data.aircraftType("AW139");
  const customer = await data.customer(unique("Live Co"));
  const booking = await data.booking({
    startDate: date,
    customerId: customer.id,
    aircraftTypeId: aw139.id,
    allocatedAircraftId: inService(aw139)[0]!.id,
    departureTime: "1100",
    expectedHours: "1",
  });
  await openTimeline(page, date);
  const bar = page.getByRole("button", { name: new RegExp(`^${customer.name} 11:00 `) });
  await bar.focus();
  await page.keyboard.press("ArrowRight");

  // Another desk moves it to 12:00 while this one is moving it.
  const leg = booking.dailyDetails[0]!.legs[0]!;
  const response = await data.api.put(`/api/bookings/${booking.id}/daily-details/${date}/legs`, {
    data: { legs: [{ ...leg, departureTime: "12:00" }] },
  });
  expect(response.ok()).toBe(true);
  const theirs = page.getByRole("button", { name: new RegExp(`^${customer.name} 12:00 `) });
  await expect(theirs).toHaveAccessibleName(/Moving to 12:05, 1 h$/, { timeout: 15_000 });

  // Enter would save a move made on the booking as it was: asked first, and Escape keeps theirs.
  await page.keyboard.press("Enter");
  const question = page.getByRole("dialog", { name: /^Changed by Administrator at \d\d:\d\d:$/ });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep theirs" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await expect(theirs).toBeVisible();
  const saved = (await data.bookings(date, date)).find((b) => b.id === booking.id)!;
  expect(saved.dailyDetails[0]!.legs[0]!.departureTime).toBe("12:00");
});

test("a leg moved by keyboard onto another type's aircraft asks to change the booking's type first", async ({
  page,
  data,
}) => {
  const date = "2078-03-11";
  const aw139 = await data.aircraftType("AW139");
  const ec135 = await data.aircraftType("EC135");
  const customer = await data.customer(unique("Retype Co"));
  const booking = await data.booking({
    startDate: date,
    customerId: customer.id,
    aircraftTypeId: aw139.id,
    allocatedAircraftId: inService(aw139)[0]!.id,
    departureTime: "1300",
    expectedHours: "1",
  });
  await openTimeline(page, date);
  const bar = page.getByRole("button", { name: new RegExp(`^${customer.name} 13:00 `) });
  await bar.focus();
  const onto = `${inService(ec135)[0]!.registration} (EC135)`;
  for (let row = 0; row < 20; row++) {
    await page.keyboard.press("ArrowDown");
    if ((await bar.getAttribute("aria-label"))?.endsWith(`to ${onto}`)) break;
  }
  await expect(bar).toHaveAccessibleName(
    new RegExp(`Moving to 13:00, 1 h, to ${onto.replace(/[()]/g, "\\$&")}$`),
  );
  await page.keyboard.press("Enter");
  const ask = page.getByRole("dialog", { name: "Change the booking's type to EC135?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Change type" }).click();
  await expect(toast(page, "Aircraft type updated successfully")).toBeVisible();
  await expect
    .poll(async () => {
      const saved = (await data.bookings(date, date)).find((b) => b.id === booking.id)!;
      return [saved.aircraftTypeId, saved.allocatedAircraftId];
    })
    .toEqual([ec135.id, inService(ec135)[0]!.id]);
  // The moved bar, drawn anew in its new row, has the focus back.
  await expect(page.getByRole("button", { name: new RegExp(`^${customer.name} 13:00 `) })).toBeFocused();
});

test("positioning, untimed, cancelled and grounded legs read right, for an editor and a read-only user, and axe finds nothing serious", async ({
  page,
  data,
}, testInfo) => {
  const date = "2078-03-12";
  const aw169 = await data.aircraftType("AW169");
  const [plane, grounded] = inService(aw169);
  const base = await data.location(unique("Base"));
  const rig = await data.location(unique("Rig"));
  const customer = await data.customer(unique("Looks Co"), "#16A34A");
  await data.booking({
    startDate: date,
    customerId: customer.id,
    aircraftTypeId: aw169.id,
    allocatedAircraftId: plane!.id,
    departureId: base.id,
    destinationId: base.id,
    legs: [
      { departureTime: "0700", fromId: base.id, toId: rig.id, expectedHours: "1" },
      { departureTime: "", fromId: rig.id, toId: base.id, expectedHours: "1", positioning: true },
    ],
  });
  await data.booking({
    startDate: date,
    customerId: customer.id,
    aircraftTypeId: aw169.id,
    bookingStatusId: (await data.status("Cancelled")).id,
    departureTime: "1500",
    expectedHours: "2",
  });
  // An item within its margin on the aircraft flying: its row says so, amber (docs/decisions/051).
  const hours = { hours: "95", asOf: "2026-11-01", reason: "Tech log" };
  expect((await data.api.put(`/api/maintenance/aircraft/${plane!.id}/hours`, { data: hours })).ok()).toBe(
    true,
  );
  const check = unique("Timeline check");
  const item = { aircraftId: plane!.id, name: check, intervalHours: "100", dueHours: "100" };
  expect((await data.api.post("/api/maintenance/items", { data: item })).ok()).toBe(true);
  const period = { aircraftId: grounded!.id, startDate: date, endDate: date, reason: "AOG tail rotor" };
  expect((await data.api.post("/api/aircraft-unavailability", { data: period })).ok()).toBe(true);

  await openTimeline(page, date);
  await expect(page.getByRole("button", { name: new RegExp(`^${customer.name} 07:00 `) })).toBeVisible();
  await expect(
    page.getByRole("button", { name: new RegExp(`^${customer.name} TBC .*positioning, flown empty`) }),
  ).toBeVisible();
  const cancelled = page.getByRole("button", { name: new RegExp(`^${customer.name} 15:00 .*Cancelled`) });
  await expect(cancelled).toBeVisible();
  await expect(page.getByText("Unavailable: AOG tail rotor")).toBeVisible();
  await expect(page.getByTitle(new RegExp(`^${check} `))).toBeVisible();
  // Focus shows the whole text beside the bar.
  await cancelled.focus();
  await expect(page.getByRole("tooltip")).toContainText("Cancelled");
  await page.screenshot({ path: testInfo.outputPath("timeline-day.png") });
  expect(await seriousViolations(page)).toEqual([]);

  // 'Hide cancelled' leaves it out; '-' zooms out, and the address keeps the view.
  await page.getByRole("checkbox", { name: "Hide cancelled" }).check();
  await expect(cancelled).toHaveCount(0);
  await page.getByRole("button", { name: new RegExp(`^${customer.name} 07:00 `) }).focus();
  await page.keyboard.press("-");
  await expect(page).toHaveURL(/days=3/);
  await page.keyboard.press("-");
  await expect(page).toHaveURL(new RegExp(`date=${date}&days=7`));
  await expect(page.getByRole("button", { name: "Week", pressed: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("timeline-week.png") });

  // A read-only user sees it all, and arrows move nothing.
  await page.context().clearCookies();
  await signIn(page, users.viewer);
  await page.goto(`/?view=timeline&date=${date}&days=1`);
  const bar = page.getByRole("button", { name: new RegExp(`^${customer.name} 07:00 `) });
  await bar.focus();
  await page.keyboard.press("ArrowRight");
  await expect(bar).not.toHaveAccessibleName(/Moving to/);
  await expect(page.getByRole("button", { name: /^New booking on / })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Today's view (the address without a date) draws the now line on the operator's clock.
  await page.goto("/?view=timeline");
  await expect(page.locator("[data-now-line]")).toHaveAttribute("title", /^Now \d\d:\d\d$/);
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('section[aria-label="Timeline"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

test("a leg's hours lengthened past an aircraft's maintenance item ask first, naming the item (issue 47)", async ({
  page,
  data,
}) => {
  const date = "2078-03-14";
  const ec135 = await data.aircraftType("EC135");
  const plane = inService(ec135)[1]!;
  const customer = await data.customer(unique("Due Co"));
  const hours = { hours: "95", asOf: "2026-11-01", reason: "Tech log" };
  expect((await data.api.put(`/api/maintenance/aircraft/${plane.id}/hours`, { data: hours })).ok()).toBe(
    true,
  );
  const check = unique("100-hour");
  const item = { aircraftId: plane.id, name: check, intervalHours: "100", dueHours: "100" };
  expect((await data.api.post("/api/maintenance/items", { data: item })).ok()).toBe(true);
  const booking = await data.booking({
    startDate: date,
    customerId: customer.id,
    aircraftTypeId: ec135.id,
    allocatedAircraftId: plane.id,
    departureTime: "0900",
    expectedHours: "1",
  });
  const legHours = async () =>
    (await data.bookings(date, date)).find((b) => b.id === booking.id)!.dailyDetails[0]!.legs[0]!
      .expectedHours;

  await openTimeline(page, date);
  const bar = page.getByRole("button", { name: new RegExp(`^${customer.name} 09:00 `) });
  const lengthen = async () => {
    await bar.focus();
    for (let step = 0; step < 50; step++) await page.keyboard.press("Shift+ArrowRight");
    await expect(bar).toHaveAccessibleName(/Moving to 09:00, 6 h$/);
    await page.keyboard.press("Enter");
  };
  await lengthen();
  const ask = page.getByRole("dialog", { name: "This change takes an aircraft past a maintenance item" });
  await expect(ask).toContainText(check);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  expect(await legHours()).toBe("1.00");
  await expect(bar).toHaveAccessibleName(new RegExp(`^${customer.name} 09:00 .*, 1 h$`));

  await lengthen();
  await ask.getByRole("button", { name: "Save anyway" }).click();
  await expect.poll(legHours).toBe("6.00");
});

test.describe("at 1366x768 in an en-US browser, then resized to 1920x1080", () => {
  test.use({ viewport: { width: 1366, height: 768 }, locale: "en-US" });

  test("a leg sits at its hour of the day at either size, with no sideways scrolling", async ({
    page,
    data,
  }) => {
    const date = "2078-03-15";
    const aw139 = await data.aircraftType("AW139");
    const customer = await data.customer(unique("Sizes Co"));
    await data.booking({
      startDate: date,
      customerId: customer.id,
      aircraftTypeId: aw139.id,
      allocatedAircraftId: inService(aw139)[2]!.id,
      departureTime: "1800",
      expectedHours: "2",
    });
    await openTimeline(page, date);
    const bar = page.getByRole("button", { name: new RegExp(`^${customer.name} 18:00 `) });
    const placed = async () => {
      const track = (await page.locator("[data-timeline-row]").first().boundingBox())!;
      const box = (await bar.boundingBox())!;
      return {
        start: (box.x - track.x) / track.width,
        length: box.width / track.width,
        fits: await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      };
    };
    for (const size of [null, { width: 1920, height: 1080 }]) {
      if (size) await page.setViewportSize(size);
      // 18:00 is three quarters of the day; two hours a twelfth of it.
      await expect.poll(async () => Math.round((await placed()).start * 96)).toBe(72);
      expect(Math.round((await placed()).length * 96)).toBe(8);
      expect((await placed()).fits).toBe(true);
    }
    // Dates in words read the same in any browser language.
    await expect(page.getByText(/^\w{3} 15 Mar 2078$/)).toBeVisible();
  });
});
