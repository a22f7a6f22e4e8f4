import type { Locator, Page } from "@playwright/test";
import { addDays, formatShortDate } from "../src/shared/dates.ts";
import { expect, openMonth, row, signIn, test, unique, users } from "./support/fixtures.ts";
import { toast } from "./support/ui.ts";

/**
 * Conflicts in the browser (docs/decisions/015): the table's markers, the inline Aircraft select's availability
 * and 'Save anyway'. Each test works in a month of its own (2044) with customers no other test uses.
 */

async function openEdit(page: Page, bookingRow: Locator) {
  await bookingRow.getByRole("button", { name: "Edit booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("conflicts", () => {
  test("a clash marks the Aircraft cell, an overbooked type the Type cell, with the detail on hover and focus", async ({
    page,
    data,
  }) => {
    const clashDay = "2044-01-05";
    const busyDay = addDays(clashDay, 1);
    const aw139 = await data.aircraftType("AW139");
    const ec135 = await data.aircraftType("EC135");
    const first = await data.customer(unique("Clash One"));
    const second = await data.customer(unique("Clash Two"));
    const plane = aw139.aircraft[0]!;
    await data.booking({
      startDate: clashDay,
      customerId: first.id,
      aircraftTypeId: aw139.id,
      allocatedAircraftId: plane.id,
      departureTime: "0700",
      expectedHours: "2.25",
    });
    await data.booking({
      startDate: clashDay,
      customerId: second.id,
      aircraftTypeId: aw139.id,
      allocatedAircraftId: plane.id,
      departureTime: "0800",
      expectedHours: "2",
    });
    const tag = unique("over");
    for (const time of ["0900", "0930", "1000"]) {
      await data.booking({
        startDate: busyDay,
        aircraftTypeId: ec135.id,
        departureTime: time,
        remarks: tag,
      });
    }

    await signIn(page, users.viewer);
    await openMonth(page, "2044-01", "January 2044");
    const detail = `${plane.registration}: 0700-0945 ${first.name} overlaps 0800-1030 ${second.name}`;
    const marker = row(page, formatShortDate(clashDay), first.name).getByRole("button", {
      name: `Conflict: ${detail}`,
    });
    await expect(marker).toBeVisible();
    await marker.hover();
    await expect(page.getByRole("tooltip")).toHaveText(detail);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    // The other booking's row is marked too; keyboard focus shows the same detail.
    await row(page, formatShortDate(clashDay), second.name)
      .getByRole("button", { name: `Conflict: ${detail}` })
      .focus();
    await expect(page.getByRole("tooltip")).toHaveText(detail);
    await expect(
      row(page, formatShortDate(clashDay), second.name).getByRole("button", { name: /^Conflict:/ }),
    ).toBeVisible();

    const overbooked = row(page, formatShortDate(busyDay), tag).first();
    await expect(
      overbooked.getByRole("button", {
        name: /^Conflict: EC135: 3 bookings at once .* but 2 aircraft available$/,
      }),
    ).toBeVisible();
  });

  test("the inline Aircraft select lists free aircraft first, then busy (who and when), then unavailable", async ({
    page,
    data,
  }) => {
    const aw139 = await data.aircraftType("AW139");
    const [a, b, c] = aw139.aircraft as [
      (typeof aw139.aircraft)[0],
      (typeof aw139.aircraft)[0],
      (typeof aw139.aircraft)[0],
    ];
    const holder = await data.customer(unique("Holder"));
    const holding = await data.booking({
      startDate: "2044-02-10",
      customerId: holder.id,
      aircraftTypeId: aw139.id,
      allocatedAircraftId: a.id,
      departureTime: "0930",
    });
    const period = await data.api.post("/api/aircraft-unavailability", {
      data: { aircraftId: b.id, startDate: "2044-02-09", endDate: "2044-02-11", reason: "50 h check" },
    });
    expect(period.ok()).toBe(true);
    const tag = unique("choose");
    await data.booking({ startDate: "2044-02-10", aircraftTypeId: aw139.id, remarks: tag });

    await signIn(page, users.admin);
    await openMonth(page, "2044-02", "February 2044");
    const line = row(page, "10/02/44", tag);
    await line.getByRole("button", { name: "Aircraft: None" }).click();
    await expect(page.getByRole("option")).toHaveText([
      "None",
      `${c.registration} — free`,
      `${a.registration} — busy: ${holder.name} 09:30`,
      `${b.registration} — unavailable: 50 h check`,
    ]);
    // Nothing is blocked: the busy aircraft can still be chosen, after a question naming the other
    // booking and the aircraft (docs/decisions/022); Cancel leaves the cell as it was.
    const busy = `${a.registration} — busy: ${holder.name} 09:30`;
    await page.getByRole("option", { name: busy }).click();
    const ask = page.getByRole("dialog", { name: "This change adds a clash" });
    const clash = `${a.registration} with booking ${holding.id} at 0930`;
    await expect(ask.getByRole("listitem")).toContainText([clash]);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toHaveCount(0);
    await expect(line.getByRole("button", { name: "Aircraft: None" })).toBeVisible();
    await line.getByRole("button", { name: "Aircraft: None" }).click();
    await page.getByRole("option", { name: busy }).click();
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(toast(page, clash)).toContainText("Saved with 1 clash");
    await expect(line.getByRole("button", { name: /^Possible conflict: / })).toBeVisible();
    // Choosing None removes the clash: no question.
    await line.getByRole("button", { name: `Aircraft: ${a.registration}` }).click();
    await page.getByRole("option", { name: "None" }).click();
    await expect(toast(page, "Aircraft assignment updated successfully")).toBeVisible();
    await data.api.delete(`/api/aircraft-unavailability/${(await period.json()).id}`);
  });

  test("an edit that would clash asks first: Cancel saves nothing, 'Save anyway' saves", async ({
    page,
    data,
  }) => {
    const aw139 = await data.aircraftType("AW139");
    const plane = aw139.aircraft[2]!;
    const held = await data.customer(unique("Held"));
    const moving = await data.customer(unique("Moving"));
    const heldBooking = await data.booking({
      startDate: "2044-03-10",
      customerId: held.id,
      aircraftTypeId: aw139.id,
      allocatedAircraftId: plane.id,
      departureTime: "0900",
      expectedHours: "1",
    });
    const booking = await data.booking({
      startDate: "2044-03-12",
      customerId: moving.id,
      aircraftTypeId: aw139.id,
      allocatedAircraftId: plane.id,
      departureTime: "0900",
      expectedHours: "1",
    });

    await signIn(page, users.admin);
    await openMonth(page, "2044-03", "March 2044");
    let puts = 0;
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().endsWith(`/api/bookings/${booking.id}`)) puts++;
    });
    const dialog = await openEdit(page, row(page, "12/03/44", moving.name));
    await dialog.getByLabel("Start Date").fill("10/03/2044");
    await dialog.getByRole("button", { name: "Update Booking" }).click();

    const ask = page.getByRole("dialog", { name: "This change adds a clash" });
    await expect(ask).toBeVisible();
    const clash = `${plane.registration} with booking ${heldBooking.id} at 0900`;
    await expect(ask.getByRole("listitem")).toHaveText([
      // The moved day keeps its 0900 (docs/decisions/042): a clash, not a possible one.
      `${clash}${plane.registration}: 0900-1030 ${held.name} overlaps 0900-1030 ${moving.name}`,
    ]);
    // Focus starts on Cancel, so Enter goes back to the form rather than saving.
    await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ask).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(puts).toBe(0);

    await dialog.getByRole("button", { name: "Update Booking" }).click();
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(toast(page, clash)).toContainText("Saved with 1 clash");
    expect(puts).toBe(1);

    // The clash it now has is not asked about again: an edit that adds none saves at once.
    const again = await openEdit(page, row(page, "10/03/44", moving.name));
    await again.getByLabel("End Date").fill("2044-03-11");
    await again.getByRole("button", { name: "Update Booking" }).click();
    await expect(toast(page, "Booking updated successfully")).toBeVisible();
    expect(puts).toBe(2);
    await expect(row(page, "10/03/44", moving.name).getByRole("button", { name: /onflict: / })).toBeVisible();
  });
});
