import type { Page } from "@playwright/test";
import { expect, openMonth, recordWrites, row, signIn, test, unique } from "./support/fixtures.ts";
import { narrowTo } from "./support/ui.ts";

/** Every inline edit of product §4/§5, each saved, checked after a reload from the server. */

const MONTH = "2042-03";
const LABEL = "March 2042";

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test.describe("inline editing", () => {
  test("remarks: Enter saves; Escape cancels; an empty value is saved as '--'", async ({ page, data }) => {
    const tag = unique("rem");
    await data.booking({ startDate: "2042-03-02", remarks: tag });
    await signIn(page);
    await openMonth(page, MONTH, LABEL);
    const writes = recordWrites(page, "/api/bookings");
    const line = row(page, "02/03/42", tag);

    await line.getByRole("button", { name: `Remarks: ${tag}` }).click();
    await page.keyboard.type("Changed my mind");
    await page.keyboard.press("Escape");
    await expect(line.getByRole("button", { name: `Remarks: ${tag}` })).toBeVisible();
    expect(writes).toHaveLength(0);

    await line.getByRole("button", { name: `Remarks: ${tag}` }).click();
    await page.keyboard.type(`${tag} crew change`);
    await page.keyboard.press("Enter");
    await expectToast(page, "Remarks updated successfully");
    await page.reload();
    const saved = row(page, "02/03/42", `${tag} crew change`);
    await expect(saved.getByRole("button", { name: `Remarks: ${tag} crew change` })).toBeVisible();

    await saved.getByRole("button", { name: /^Remarks:/ }).click();
    await page.keyboard.press("Delete");
    await page.keyboard.press("Enter");
    await expectToast(page, "Remarks updated successfully");
    expect(writes).toHaveLength(2);
  });

  test("departure time saves on blur and reorders the day", async ({ page, data }) => {
    const customer = await data.customer(unique("Blur Co"));
    await data.booking({
      customerId: customer.id,
      startDate: "2042-03-03",
      departureTime: "0800",
      remarks: "first",
    });
    await data.booking({
      customerId: customer.id,
      startDate: "2042-03-03",
      departureTime: "1000",
      remarks: "second",
    });
    await signIn(page);
    await openMonth(page, MONTH, LABEL);
    const dayRows = page.locator('tbody tr[data-date="2042-03-03"]');
    await expect(dayRows.first()).toContainText("first");

    await row(page, "03/03/42", "first").getByRole("button", { name: "Departure Time: 0800" }).click();
    await page.keyboard.type("1130/late");
    // Clicking elsewhere saves.
    await page.getByRole("heading", { name: LABEL }).click();
    await expectToast(page, "Departure time updated successfully");
    await expect(dayRows.first()).toContainText("second");
    await page.reload();
    await expect(dayRows.last().getByRole("button", { name: "Departure Time: 1130/late" })).toBeVisible();
  });

  test("expected hours: a comma is a decimal point, a refused key says so, two decimals, invalid text reverts", async ({
    page,
    data,
  }) => {
    const tag = unique("hrs");
    await data.booking({ startDate: "2042-03-04", remarks: tag, expectedHours: "1.5" });
    await signIn(page);
    await openMonth(page, MONTH, LABEL);
    const writes = recordWrites(page, "/api/bookings");
    const line = row(page, "04/03/42", tag);

    await line.getByRole("button", { name: "Expected Hours: 1.50" }).click();
    const input = line.getByRole("textbox", { name: "Expected Hours" });
    await input.pressSequentially("3x");
    await expect(input).toHaveValue("3");
    // The refused key is named, not swallowed.
    await expect(page.getByRole("alert")).toHaveText(
      "Hours: digits with one decimal point or comma (2.5 or 2,5), or hours and minutes (2:30 or 2h30)",
    );
    await input.pressSequentially(",2.5-");
    await expect(input).toHaveValue("3,25");
    await page.keyboard.press("Enter");
    await expectToast(page, "Expected hours updated successfully");
    await page.reload();
    await expect(line.getByRole("button", { name: "Expected Hours: 3.25" })).toBeVisible();

    await line.getByRole("button", { name: "Expected Hours: 3.25" }).click();
    await input.pressSequentially(".");
    // Enter on what cannot be saved keeps the input and says why; a click elsewhere reverts.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(input).toHaveValue(".");
    await page.getByRole("heading", { name: LABEL }).click();
    await expect(line.getByRole("button", { name: "Expected Hours: 3.25" })).toBeVisible();
    expect(writes).toHaveLength(1);

    // Hours and minutes are hours: "2:30" is 2.50, never 230 (docs/decisions/042).
    await line.getByRole("button", { name: "Expected Hours: 3.25" }).click();
    await input.pressSequentially("2:30");
    await expect(input).toHaveValue("2:30");
    await page.keyboard.press("Enter");
    await expect(line.getByRole("button", { name: "Expected Hours: 2.50" })).toBeVisible();
    await expect.poll(() => writes.length).toBe(2);
  });

  test("expected hours above 12 on one day ask once before saving", async ({ page, data }) => {
    const tag = unique("long");
    await data.booking({ startDate: "2042-03-07", remarks: tag, expectedHours: "2" });
    await signIn(page);
    await openMonth(page, MONTH, LABEL);
    const writes = recordWrites(page, "/api/bookings");
    const line = row(page, "07/03/42", tag);

    await line.getByRole("button", { name: "Expected Hours: 2.00" }).click();
    await page.keyboard.type("12,5");
    await page.keyboard.press("Enter");
    const question = page.getByRole("dialog", { name: "12.50 hours on one day?" });
    await expect(question).toBeVisible();
    // Cancel is focused: a second Enter does not save a slipped decimal.
    await page.keyboard.press("Enter");
    await expect(question).toBeHidden();
    await expect(line.getByRole("button", { name: "Expected Hours: 2.00" })).toBeFocused();
    expect(writes).toHaveLength(0);

    await page.keyboard.press("Enter");
    await page.keyboard.type("12,5");
    await page.keyboard.press("Enter");
    await question.getByRole("button", { name: "Save 12.50 hours" }).click();
    await expectToast(page, "Expected hours updated successfully");
    await expect(line.getByRole("button", { name: "Expected Hours: 12.50" })).toBeFocused();
    await page.reload();
    await expect(line.getByRole("button", { name: "Expected Hours: 12.50" })).toBeVisible();
    expect(writes).toHaveLength(1);
  });

  test("destination from the locations, and a new location added inline", async ({ page, data }) => {
    const tag = unique("dst");
    const other = await data.location(unique("Clipper South"));
    await data.booking({ startDate: "2042-03-05", endDate: "2042-03-06", remarks: tag });
    await signIn(page);
    await openMonth(page, MONTH, LABEL);
    const first = row(page, "05/03/42", tag);
    const second = row(page, "06/03/42", tag);

    await first.getByRole("button", { name: /^Destination:/ }).click();
    await narrowTo(page, other.name);
    await page.getByRole("option", { name: other.name }).click();
    await expectToast(page, "Destination updated successfully");
    await page.reload();
    await expect(first.getByRole("button", { name: `Destination: ${other.name}` })).toBeVisible();
    // Only that day changed.
    await expect(second.getByRole("button", { name: `Destination: ${other.name}` })).toHaveCount(0);

    const added = unique("Hornsea Two OSS");
    await second.getByRole("button", { name: /^Destination:/ }).click();
    await page.getByRole("option", { name: "Add location" }).click();
    await page.getByRole("textbox", { name: "New location name" }).fill(`  ${added}  `);
    await page.keyboard.press("Enter");
    await expectToast(page, "Destination updated successfully");
    await page.reload();
    await expect(second.getByRole("button", { name: `Destination: ${added}` })).toBeVisible();
    const names = (await data.api.get("/api/locations").then((r) => r.json())) as Array<{ name: string }>;
    expect(names.map((l) => l.name)).toContain(added);

    // Escape leaves the add-location input without adding anything.
    await second.getByRole("button", { name: /^Destination:/ }).click();
    await page.getByRole("option", { name: "Add location" }).click();
    await page.keyboard.type("Never added");
    await page.keyboard.press("Escape");
    await expect(second.getByRole("button", { name: `Destination: ${added}` })).toBeVisible();
  });

  test("aircraft type, allocated aircraft (of the booking's type only) and status", async ({
    page,
    data,
  }) => {
    const tag = unique("air");
    const aw139 = await data.aircraftType("AW139");
    const aw169 = await data.aircraftType("AW169");
    await data.booking({
      startDate: "2042-03-09",
      endDate: "2042-03-10",
      remarks: tag,
      aircraftTypeId: aw139.id,
      allocatedAircraftId: aw139.aircraft[0]!.id,
    });
    await signIn(page);
    await openMonth(page, MONTH, LABEL);
    const first = row(page, "09/03/42", tag);
    const second = row(page, "10/03/42", tag);

    // Allocated aircraft: only AW139s, and None.
    await first.getByRole("button", { name: `Aircraft: ${aw139.aircraft[0]!.registration}` }).click();
    // Each with its availability that day, free first (docs/decisions/015); its own aircraft says so,
    // not 'free' (docs/decisions/043).
    await expect(page.getByRole("option")).toHaveText([
      "None",
      ...aw139.aircraft.map(
        (a, i) => `${a.registration} — ${i === 0 ? "allocated to this booking" : "free"}`,
      ),
    ]);
    await page.getByRole("option", { name: aw139.aircraft[1]!.registration }).click();
    await expectToast(page, "Aircraft assignment updated successfully");
    await page.reload();
    await expect(
      second.getByRole("button", { name: `Aircraft: ${aw139.aircraft[1]!.registration}` }),
    ).toBeVisible();

    // Aircraft type: AW169 would leave the AW139 behind, so it asks first, naming it (docs/decisions/042);
    // Cancel changes nothing, 'Change type' clears the allocation.
    const registration = aw139.aircraft[1]!.registration;
    const writes = recordWrites(page, "/api/bookings");
    await first.getByRole("button", { name: "Type: AW139" }).click();
    await page.getByRole("option", { name: "AW169" }).click();
    const question = page.getByRole("dialog", { name: `Unallocate ${registration}?` });
    await expect(question).toContainText(
      `${registration} is not of type AW169: changing the type leaves the booking with no aircraft allocated.`,
    );
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toHaveCount(0);
    await expect(first.getByRole("button", { name: "Type: AW139" })).toBeVisible();
    expect(writes).toEqual([]);
    await first.getByRole("button", { name: "Type: AW139" }).click();
    await page.getByRole("option", { name: "AW169" }).click();
    await question.getByRole("button", { name: "Change type" }).click();
    await expectToast(page, "Aircraft type updated successfully");
    await page.reload();
    await expect(second.getByRole("button", { name: "Type: AW169" })).toBeVisible();
    await expect(first.getByRole("button", { name: "Aircraft: None" })).toBeVisible();
    await first.getByRole("button", { name: "Aircraft: None" }).click();
    await expect(page.getByRole("option")).toHaveText([
      "None",
      ...aw169.aircraft.map((a) => `${a.registration} — free`),
    ]);
    await page.keyboard.press("Escape");

    // Status: every day of the booking, when asked.
    await second.getByRole("button", { name: "Status: Pending" }).click();
    await page.getByRole("option", { name: "Confirmed" }).click();
    await page.getByRole("button", { name: "All 2 days" }).click();
    await expectToast(page, "Booking status updated successfully");
    await page.reload();
    await expect(first.getByRole("button", { name: "Status: Confirmed" })).toBeVisible();
    await expect(second.getByRole("button", { name: "Status: Confirmed" })).toBeVisible();
  });

  test("a refused save rolls back and shows the server's error", async ({ page, data }) => {
    const tag = unique("fail");
    await data.booking({ startDate: "2042-03-11", remarks: tag });
    await signIn(page);
    await openMonth(page, MONTH, LABEL);
    const line = row(page, "11/03/42", tag);
    await page.route("**/remarks", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":"Database unavailable"}',
      }),
    );
    await line.getByRole("button", { name: `Remarks: ${tag}` }).click();
    await page.keyboard.type("lost");
    await page.keyboard.press("Enter");
    await expectToast(page, "Database unavailable");
    await expect(line.getByRole("button", { name: `Remarks: ${tag}` })).toBeVisible();
  });
});
