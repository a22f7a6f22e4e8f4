import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Booking } from "../src/shared/bookings.ts";
import { expect, openMonth, recordWrites, row, signIn, test, unique, users } from "./support/fixtures.ts";
import { choose, toast } from "./support/ui.ts";

/** Serious or critical accessibility violations on the page as it is. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

/**
 * A day of several legs on every screen that writes them (docs/decisions/049): the table's legs, the
 * Edit dialog's days and the wizard. Each test works in a month of 2076 no other test uses.
 */

test.describe("legs", () => {
  test("the table: '+' adds a second leg (its time from the landing and the turnaround), '2 legs' opens them to edit in place", async ({
    page,
    data,
  }, testInfo) => {
    const base = await data.location(unique("EGNJ Humberside"));
    const rig = await data.location(unique("Leman Alpha"));
    const tag = unique("legs");
    const booking = await data.booking({
      startDate: "2076-03-10",
      departureId: base.id,
      destinationId: rig.id,
      departureTime: "0900",
      expectedHours: "1.5",
      remarks: tag,
    });
    await signIn(page);
    await openMonth(page, "2076-03", "March 2076");
    const line = row(page, "10/03/76", tag);
    const writes = recordWrites(page, "/api/bookings");

    // A one-leg day looks as it did; its '+' shows on hover and opens the day's legs with a new one.
    await line.hover();
    await line.getByRole("button", { name: "Add a leg" }).click();
    const legs = page.getByRole("dialog", { name: /^Legs on 10\/03\/76/ });
    const second = legs.getByRole("textbox", { name: "Leg 2 departure time" });
    await expect(second).toBeFocused();
    // 09:00 + 1.50 h lands 10:30; with the 30-minute turnaround the next leg leaves 11:00.
    await expect(second).toHaveValue("11:00");
    await expect(legs.getByRole("combobox", { name: "Leg 2 from" })).toHaveValue(String(rig.id));
    await expect(legs.getByRole("combobox", { name: "Leg 2 to" })).toHaveValue(String(base.id));
    await legs.getByRole("textbox", { name: "Leg 2 hours" }).fill("1:15");
    await page.screenshot({ path: testInfo.outputPath("table-legs-adding.png") });
    // Escape leaves without writing anything.
    await page.keyboard.press("Escape");
    await expect(legs).toBeHidden();
    await expect(line.getByRole("button", { name: "Add a leg" })).toBeFocused();
    expect(writes).toEqual([]);

    await line.hover();
    await line.getByRole("button", { name: "Add a leg" }).click();
    await legs.getByRole("textbox", { name: "Leg 2 hours" }).fill("1:15");
    await legs.getByRole("checkbox", { name: "Leg 2 positioning (flown empty)" }).check();
    await legs.getByRole("button", { name: "Save legs" }).click();
    await expect(toast(page, "Legs updated successfully")).toBeVisible();
    const chip = line.getByRole("button", { name: `2 legs: ${base.name} → ${rig.name} → ${base.name}` });
    await expect(chip).toBeVisible();
    await expect(line.getByRole("button", { name: "Expected Hours: 2.75" })).toBeVisible();
    await expect(line.getByRole("button", { name: `Destination: ${base.name}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("table-two-legs.png") });

    // The hours of several legs are their sum: a click opens the legs at the first leg's hours.
    await line.getByRole("button", { name: "Expected Hours: 2.75" }).click();
    await expect(legs.getByRole("textbox", { name: "Leg 1 hours" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await legs.getByRole("button", { name: "Cancel" }).click();
    await expect(legs).toBeHidden();
    await expect(line.getByRole("button", { name: "Expected Hours: 2.75" })).toBeFocused();

    // In place, by keyboard: the first leg's hours, then Enter saves all of them in one write.
    await chip.focus();
    await page.keyboard.press("Enter");
    const first = legs.getByRole("textbox", { name: "Leg 1 departure time" });
    await expect(first).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const hours = legs.getByRole("textbox", { name: "Leg 1 hours" });
    await expect(hours).toBeFocused();
    await hours.fill("2:30");
    const put = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/legs"));
    await page.keyboard.press("Enter");
    const body = (await put).postDataJSON() as { legs: Booking["dailyDetails"][number]["legs"] };
    expect(body.legs.map((leg) => [leg.departureTime, leg.expectedHours, leg.positioning])).toEqual([
      ["0900", "2.50", false],
      ["11:00", "1.25", true],
    ]);
    await expect(line.getByRole("button", { name: "Expected Hours: 3.75" })).toBeVisible();
    await expect(chip).toBeFocused();
    expect(writes).toEqual([
      `PUT /api/bookings/${booking.id}/daily-details/2076-03-10/legs`,
      `PUT /api/bookings/${booking.id}/daily-details/2076-03-10/legs`,
    ]);

    // Read-only users see the legs, and cannot change them.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await signIn(page, users.viewer);
    await openMonth(page, "2076-03", "March 2076");
    await row(page, "10/03/76", tag)
      .getByRole("button", { name: /^2 legs:/ })
      .click();
    await expect(legs.getByRole("cell", { name: "2.50" })).toBeVisible();
    await expect(legs.getByRole("textbox")).toHaveCount(0);
    await expect(legs.getByRole("button", { name: "Save legs" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(legs).toBeHidden();
  });

  test("the Edit dialog: 'Add leg' on a day opens its legs; legs are added, reordered and saved with Update Booking", async ({
    page,
    data,
  }, testInfo) => {
    const base = await data.location(unique("EGNJ Humberside"));
    const leman = await data.location(unique("Leman Alpha"));
    const ravens = await data.location(unique("Ravenspurn North"));
    const tag = unique("edit legs");
    const booking = await data.booking({
      startDate: "2076-04-14",
      endDate: "2076-04-15",
      departureId: base.id,
      destinationId: leman.id,
      departureTime: "0800",
      expectedHours: "1",
      remarks: tag,
    });
    await signIn(page);
    await openMonth(page, "2076-04", "April 2076");
    await row(page, "14/04/76", tag).getByRole("button", { name: "Edit booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Booking" });
    await expect(dialog.getByLabel("Customer")).toBeFocused();

    // The day's own time goes into its first leg; the second leaves at 08:00 + 1 h + 30 min.
    await dialog.getByRole("textbox", { name: "Departure Time 14/04/76" }).fill("0730");
    await dialog.getByRole("button", { name: "Add leg 14/04/76" }).click();
    const second = dialog.getByRole("textbox", { name: "Leg 2 departure time 14/04/76" });
    await expect(second).toBeFocused();
    await expect(second).toHaveValue("09:00");
    await expect(dialog.getByRole("textbox", { name: "Departure Time 14/04/76", exact: true })).toHaveCount(
      0,
    );
    await expect(dialog.getByRole("combobox", { name: "Leg 2 from 14/04/76" })).toHaveValue(String(leman.id));
    await dialog.getByRole("combobox", { name: "Leg 2 to 14/04/76" }).selectOption(String(ravens.id));
    await dialog.getByRole("textbox", { name: "Leg 2 hours 14/04/76" }).fill("0.5");
    // A third leg: from Ravenspurn North back to base, its time after the second's landing.
    await dialog.getByRole("button", { name: "Add leg 14/04/76" }).click();
    const third = dialog.getByRole("textbox", { name: "Leg 3 departure time 14/04/76" });
    await expect(third).toBeFocused();
    await expect(third).toHaveValue("10:00");
    await expect(dialog.getByRole("combobox", { name: "Leg 3 from 14/04/76" })).toHaveValue(
      String(ravens.id),
    );
    await expect(dialog.getByRole("combobox", { name: "Leg 3 to 14/04/76" })).toHaveValue(String(base.id));
    await dialog.getByRole("textbox", { name: "Leg 3 hours 14/04/76" }).fill("1:30");
    // Reordered by keyboard: leg 3 up, the focus following it to its new place.
    await dialog.getByRole("button", { name: "Move leg 3 up 14/04/76" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Move leg 2 up 14/04/76" })).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: "Leg 2 hours 14/04/76" })).toHaveValue("1:30");
    await expect(dialog.getByRole("table", { name: "Legs on 14/04/76" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("edit-dialog-legs.png") });
    expect(await seriousViolations(page)).toEqual([]);

    const put = page.waitForRequest(
      (r) => r.method() === "PUT" && r.url().endsWith(`/api/bookings/${booking.id}`),
    );
    await dialog.getByRole("button", { name: "Update Booking" }).click();
    const body = (await put).postDataJSON() as {
      days: { date: string; departureTime?: string; legs?: { fromId: number; toId: number }[] }[];
    };
    expect(body.days).toHaveLength(1);
    expect(body.days[0]?.date).toBe("2076-04-14");
    expect(body.days[0]?.departureTime).toBeUndefined();
    expect(body.days[0]?.legs?.map((leg) => [leg.fromId, leg.toId])).toEqual([
      [base.id, leman.id],
      [ravens.id, base.id],
      [leman.id, ravens.id],
    ]);
    await expect(toast(page, "Booking updated successfully")).toBeVisible();
    const line = row(page, "14/04/76", tag);
    await expect(line.getByRole("button", { name: /^3 legs:/ })).toBeVisible();
    await expect(line.getByRole("button", { name: "Departure Time: 0730" })).toBeVisible();
    await expect(line.getByRole("button", { name: "Expected Hours: 3.00" })).toBeVisible();
    // The other day is still one leg, and looks it.
    await expect(row(page, "15/04/76", tag).getByRole("button", { name: /legs:/ })).toHaveCount(0);

    // Opened again, the day shows its legs, kept by id.
    await line.getByRole("button", { name: "Edit booking" }).click();
    await expect(dialog.getByRole("table", { name: "Legs on 14/04/76" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Leg 3 departure time 14/04/76" })).toHaveValue("09:00");
    await expect(dialog.getByRole("textbox", { name: "Departure Time 15/04/76", exact: true })).toHaveValue(
      "0800",
    );
    const [saved] = await data.bookings("2076-04-14", "2076-04-14");
    expect(saved?.dailyDetails[0]?.legs).toHaveLength(3);
    // At 1366x768 the day's legs and Update Booking are still in reach.
    await page.setViewportSize({ width: 1366, height: 768 });
    await dialog.getByRole("button", { name: "Move leg 3 up 14/04/76" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("edit-dialog-legs-1366x768.png") });
    await expect(dialog.getByRole("button", { name: "Update Booking" })).toBeInViewport();
  });

  test("the wizard: 'Add leg' on step 3 turns the time and hours into legs, created on every day", async ({
    page,
    data,
  }, testInfo) => {
    const customer = await data.customer(unique("Legs Air"));
    const base = await data.location(unique("EGNJ Humberside"));
    const rig = await data.location(unique("Leman Alpha"));
    await signIn(page);
    await openMonth(page, "2076-05", "May 2076");
    await page.getByRole("button", { name: "New Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Booking" });
    await expect(dialog.getByLabel("Start Date")).toBeFocused();
    await dialog.getByLabel("Start Date").fill("18/05/2076");
    await dialog.getByLabel("End Date").fill("19/05/2076");
    await choose(page, dialog, "Select Customer", customer.name);
    await choose(page, dialog, "Booking Status", "Pending");
    await dialog.getByRole("button", { name: "Next" }).click();
    await choose(page, dialog, "Departure", base.name);
    await choose(page, dialog, "Destination", rig.name);
    await choose(page, dialog, "Aircraft Type", "AW139");
    await dialog.getByRole("button", { name: "Next" }).click();

    await dialog.getByLabel("Departure Time (optional)").fill("07:00");
    await dialog.getByLabel("Expected Hours (optional)").fill("1.5");
    await dialog.getByRole("button", { name: "Add leg" }).click();
    const second = dialog.getByRole("textbox", { name: "Leg 2 departure time" });
    await expect(second).toBeFocused();
    await expect(second).toHaveValue("09:00");
    await expect(dialog.getByRole("textbox", { name: "Leg 1 hours" })).toHaveValue("1.5");
    await expect(dialog.getByRole("combobox", { name: "Leg 2 from" })).toHaveValue(String(rig.id));
    await expect(dialog.getByRole("combobox", { name: "Leg 2 to" })).toHaveValue(String(base.id));
    await dialog.getByRole("textbox", { name: "Leg 2 hours" }).fill("1:30");
    await dialog.getByRole("textbox", { name: "Leg 2 passengers" }).fill("12");
    // Enter in a leg's field creates nothing: only Create Booking does.
    await page.keyboard.press("Enter");
    const summary = dialog.getByRole("region", { name: "Booking to create" });
    await expect(summary).toContainText(`${base.name} → ${rig.name} → ${base.name} (2 legs)`);
    await expect(summary).toContainText("3.00 a day");
    await page.screenshot({ path: testInfo.outputPath("wizard-legs.png") });

    const post = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/bookings"));
    await dialog.getByRole("button", { name: "Create Booking" }).click();
    const body = (await post).postDataJSON() as {
      destinationId: number;
      departureTime: string;
      expectedHours: string;
      legs: { fromId: number; toId: number; expectedHours: string; passengers: number | null }[];
    };
    expect(body).toMatchObject({ destinationId: base.id, departureTime: "07:00", expectedHours: "3.00" });
    expect(body.legs.map((leg) => [leg.fromId, leg.toId, leg.expectedHours, leg.passengers])).toEqual([
      [base.id, rig.id, "1.50", null],
      [rig.id, base.id, "1.50", 12],
    ]);
    await expect(toast(page, "Booking created successfully")).toContainText("Success");
    for (const date of ["18/05/76", "19/05/76"]) {
      const line = row(page, date, customer.name);
      await expect(
        line.getByRole("button", { name: `2 legs: ${base.name} → ${rig.name} → ${base.name}` }),
      ).toBeVisible();
      await expect(line.getByRole("button", { name: "Expected Hours: 3.00" })).toBeVisible();
    }
  });

  test("the table's legs ask 'Save anyway' before a leg that clashes with another booking (at 1366x768)", async ({
    page,
    data,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const aw139 = await data.aircraftType("AW139");
    const plane = aw139.aircraft[0]!;
    const tag = unique("clash legs");
    const mine = await data.booking({
      startDate: "2076-06-08",
      aircraftTypeId: aw139.id,
      allocatedAircraftId: plane.id,
      departureTime: "0800",
      expectedHours: "1",
      remarks: tag,
    });
    const other = await data.booking({
      startDate: "2076-06-08",
      aircraftTypeId: aw139.id,
      allocatedAircraftId: plane.id,
      departureTime: "1300",
      expectedHours: "1",
    });
    await signIn(page);
    await openMonth(page, "2076-06", "June 2076");
    const line = row(page, "08/06/76", tag);
    const writes = recordWrites(page, "/api/bookings");

    // By keyboard: Tab from the time's cell to its '+', Enter opens the legs with a second leg.
    await line.getByRole("button", { name: "Departure Time: 0800" }).focus();
    await page.keyboard.press("Tab");
    await expect(line.getByRole("button", { name: "Add a leg" })).toBeFocused();
    await page.keyboard.press("Enter");
    const legs = page.getByRole("dialog", { name: /^Legs on 08\/06\/76/ });
    const time = legs.getByRole("textbox", { name: "Leg 2 departure time" });
    await expect(time).toHaveValue("09:30");
    await time.fill("1300");
    await legs.getByRole("textbox", { name: "Leg 2 hours" }).fill("1");
    await page.screenshot({ path: testInfo.outputPath("table-legs-1366x768.png") });
    await page.keyboard.press("Enter");
    const ask = page.getByRole("dialog", { name: "This change adds a clash" });
    await expect(ask.getByRole("listitem").first()).toContainText(
      `${plane.registration} with booking ${other.id} at 1300`,
    );
    // Enter on the question is Cancel: nothing is written.
    await page.keyboard.press("Enter");
    await expect(ask).toHaveCount(0);
    expect(writes).toEqual([]);
    await expect(line.getByRole("button", { name: /^2 legs/ })).toHaveCount(0);

    await line.hover();
    await line.getByRole("button", { name: "Add a leg" }).click();
    await legs.getByRole("textbox", { name: "Leg 2 departure time" }).fill("1300");
    await legs.getByRole("button", { name: "Save legs" }).click();
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(toast(page, `${plane.registration} with booking ${other.id} at 1300`)).toContainText(
      "Saved with 1 clash",
    );
    await expect(line.getByRole("button", { name: /^2 legs/ })).toBeVisible();
    expect(writes).toEqual([`PUT /api/bookings/${mine.id}/daily-details/2076-06-08/legs`]);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: testInfo.outputPath("table-legs-1920x1080.png") });
  });
});
