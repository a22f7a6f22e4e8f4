import type { Locator, Page } from "@playwright/test";
import type { Location } from "../src/shared/reference-data.ts";
import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";

/**
 * Column widths (docs/decisions/017): the columns share the window's width, so at 1366x768 every column, Actions and
 * Status too, is on screen with Booking ID shown, and at 1920 the table uses the whole width; Date and
 * Customer stay in view when the table scrolls sideways; widths and toggles survive a reload.
 */

const area = (page: Page, label: string) => page.getByRole("region", { name: `Bookings for ${label}` });

/** How far each column header reaches past the scroll area's visible right edge (0: fully visible). */
async function overhang(page: Page, scroller: Locator) {
  const edge = await scroller.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left + element.clientWidth;
  });
  const headers = await page
    .getByRole("columnheader")
    .evaluateAll((cells) =>
      cells.map((cell) => ({ name: cell.textContent ?? "", right: cell.getBoundingClientRect().right })),
    );
  return Object.fromEntries(headers.map(({ name, right }) => [name, Math.max(0, Math.round(right - edge))]));
}

test.describe("Table layout", () => {
  test("at 1366x768 every column shows without scrolling sideways, Booking ID on; at 1920 the width is used", async ({
    page,
    data,
  }, testInfo) => {
    await data.booking({
      startDate: "2047-03-04",
      customerId: (await data.customer(unique("Layout Air"))).id,
      remarks: "Crew change and 2 PAX with tools for the platform",
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page);
    await openMonth(page, "2047-03", "March 2047");
    await page.getByRole("switch", { name: "Show Booking ID" }).click();
    const scroller = area(page, "March 2047");
    const at1366 = await overhang(page, scroller);
    expect(Object.keys(at1366)).toContain("Actions");
    expect(
      Object.values(at1366).every((px) => px === 0),
      JSON.stringify(at1366),
    ).toBe(true);
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    // The toolbar takes two lines at this width; the table still ends above the window's bottom.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(768);
    const widths = await page
      .getByRole("columnheader")
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(80);
    await page.screenshot({ path: testInfo.outputPath("table-1366x768.png") });

    await page.setViewportSize({ width: 1920, height: 1080 });
    const actions = page.getByRole("columnheader", { name: "Actions" });
    // The last column ends within a few pixels of the scroll area's edge: no unused band on the right.
    await expect
      .poll(async () => {
        const right = (await actions.boundingBox())!;
        const box = (await scroller.boundingBox())!;
        return Math.round(box.x + box.width - (right.x + right.width));
      })
      .toBeLessThan(20);
    await page.screenshot({ path: testInfo.outputPath("table-1920x1080.png") });
  });

  test("at 1366x768, Booking ID on, 'Completed' and 'EGNJ Humberside' show whole, and the asterisks are explained", async ({
    page,
    data,
  }, testInfo) => {
    const completed = await data.status("Completed");
    const locations = await data.api.get("/api/locations").then((r) => r.json() as Promise<Location[]>);
    const humberside =
      locations.find((l) => l.name === "EGNJ Humberside") ?? (await data.location("EGNJ Humberside"));
    const customer = await data.customer(unique("Humber Air"));
    // Two bookings on 6 October: a shared day, its date between asterisks.
    await data.booking({
      customerId: customer.id,
      startDate: "2047-10-06",
      departureId: humberside.id,
      destinationId: humberside.id,
      bookingStatusId: completed.id,
    });
    await data.booking({ customerId: customer.id, startDate: "2047-10-06", endDate: "2047-10-07" });
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page);
    await openMonth(page, "2047-10", "October 2047");
    await page.getByRole("switch", { name: "Show Booking ID" }).click();

    const day = row(page, "06/10/47", "Completed");
    for (const column of ["departure", "destination", "status"]) {
      const cell = day.locator(`td[data-column="${column}"]`);
      await expect(cell).toContainText(column === "status" ? "Completed" : "EGNJ Humberside");
      // No element in the cell holds more than it shows (a cut text ends in "…").
      const cut = await cell.evaluate((td) =>
        [td, ...td.querySelectorAll("*")]
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => element.textContent),
      );
      expect(cut, column).toEqual([]);
    }

    // The asterisks say what they mean: a legend above the table, and each such date on hover and to a
    // screen reader.
    await expect(page.getByText("*date*: several bookings on that day")).toBeVisible();
    const date = day.getByText("*06/10/47*", { exact: true });
    await expect(date).toHaveAttribute("title", "Several bookings on that day");
    await expect(day.locator('td[data-column="date"]')).toContainText("(several bookings on that day)");
    await page.screenshot({ path: testInfo.outputPath("table-shared-day-1366x768.png") });
    // A month with no shared day has no legend.
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByRole("heading", { name: "November 2047" })).toBeVisible();
    await expect(page.getByText("*date*: several bookings on that day")).toHaveCount(0);
  });

  test("Date and Customer stay in view while the table scrolls sideways", async ({ page, data }) => {
    const customer = await data.customer(unique("Sticky Air"));
    await data.booking({ startDate: "2047-04-08", customerId: customer.id });
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page);
    await openMonth(page, "2047-04", "April 2047");
    // Remarks made as wide as it goes, so the table no longer fits and scrolls sideways.
    const handle = page.getByRole("separator", { name: "Resize Remarks column" });
    await handle.focus();
    for (let i = 0; i < 16; i++) await page.keyboard.press("Shift+ArrowRight");
    const scroller = area(page, "April 2047");
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(200);
    const left = (await scroller.boundingBox())!.x;
    const date = (await page.getByRole("columnheader", { name: "Date" }).boundingBox())!;
    const customerHeader = (await page.getByRole("columnheader", { name: "Customer" }).boundingBox())!;
    expect(Math.round(date.x - left)).toBeLessThanOrEqual(2);
    expect(Math.round(customerHeader.x - (date.x + date.width))).toBeLessThanOrEqual(1);
    // The body's cells stick too, painted over what scrolls beneath them.
    const name = page.locator("tbody").getByText(customer.name);
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.x).toBeGreaterThanOrEqual(customerHeader.x);
    expect(nameBox.x).toBeLessThan(customerHeader.x + customerHeader.width);
    await expect(name).toBeVisible();
    const hit = await name.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
    });
    expect(hit).toBe(true);
  });

  test("resized widths and both toggles are kept across a reload", async ({ page, data }) => {
    await data.booking({ startDate: "2047-05-06" });
    await signIn(page);
    await openMonth(page, "2047-05", "May 2047");
    const remarks = page.getByRole("columnheader", { name: "Remarks" });
    const handle = page.getByRole("separator", { name: "Resize Remarks column" });
    await handle.focus();
    await page.keyboard.press("Home");
    await expect(handle).toHaveAttribute("aria-valuenow", "80");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowRight");
    await expect(handle).toHaveAttribute("aria-valuenow", "200");
    await page.getByRole("switch", { name: "Show Booking ID" }).click();
    await page.getByRole("switch", { name: "Show Departures with colours" }).click();

    await page.reload();
    await expect(page.getByRole("heading", { name: "May 2047" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Show Booking ID" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Show Departures with colours" })).toBeChecked();
    await expect(page.getByRole("columnheader", { name: "Booking ID" })).toBeVisible();
    expect(Math.round((await remarks.boundingBox())!.width)).toBe(200);

    // A double click on the handle gives the column back its share of the window.
    await page.getByRole("separator", { name: "Resize Remarks column" }).dblclick();
    await expect.poll(async () => Math.round((await remarks.boundingBox())!.width)).not.toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "May 2047" })).toBeVisible();
    expect(Math.round((await remarks.boundingBox())!.width)).not.toBe(200);
  });
});
