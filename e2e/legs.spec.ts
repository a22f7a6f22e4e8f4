import type { Booking } from "../src/shared/bookings.ts";
import { expect, openMonth, recordWrites, row, signIn, test, unique, users } from "./support/fixtures.ts";
import { toast } from "./support/ui.ts";

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
});
