import type { Locator } from "@playwright/test";
import { addDays, localIsoDate } from "../src/shared/dates.ts";
import { expect, openMonth, signIn, test, unique } from "./support/fixtures.ts";

/**
 * Flights that will not fly (a status whose 'occupies aircraft' is off, docs/decisions/023) are not
 * live flights: the Daily flight sheet lists them last, struck through and out of its totals, and
 * marks clashes; the Fleet tab strikes them through and labels them.
 */
const struck = (locator: Locator) => expect(locator).toHaveCSS("text-decoration-line", "line-through");
const notStruck = (locator: Locator) => expect(locator).not.toHaveCSS("text-decoration-line", "line-through");

test("the Daily flight sheet counts only flights that fly, lists cancelled ones last and struck through, and marks clashes", async ({
  page,
  data,
}) => {
  const tag = unique("sheet");
  const aw139 = await data.aircraftType("AW139");
  const [plane] = aw139.aircraft;
  const cancelled = await data.status("Cancelled");
  const confirmed = await data.status("Confirmed");
  const flight = (time: string, hours: string, extra: object) =>
    data.booking({
      startDate: "2072-05-01",
      aircraftTypeId: aw139.id,
      departureTime: time,
      expectedHours: hours,
      remarks: `${tag} ${time}`,
      bookingStatusId: confirmed.id,
      ...extra,
    });
  // 0800 and 0900 on one aircraft clash; the cancelled 0700 on it does not, and flies no hours.
  await flight("0700", "3", { bookingStatusId: cancelled.id, allocatedAircraftId: plane!.id });
  await flight("0800", "2", { allocatedAircraftId: plane!.id });
  await flight("0900", "1.5", { allocatedAircraftId: plane!.id });
  await flight("1000", "0.5", {});
  await flight("1100", "4", { bookingStatusId: cancelled.id });
  await signIn(page);
  await openMonth(page, "2072-05", "May 2072");

  await page.getByRole("button", { name: "Daily flight sheet" }).click();
  const sheet = page
    .getByRole("dialog", { name: "Daily flight sheet" })
    .getByRole("article", { name: "Daily flight sheet for Sunday 1 May 2072" });
  await expect(sheet).toContainText("3 flights · 4.00 hours · 2 not flying");
  const rows = sheet.locator("tbody tr");
  await expect(rows).toHaveText([/0800/, /0900/, /1000/, /0700/, /1100/]);
  for (const index of [0, 1, 2]) await notStruck(rows.nth(index));
  for (const index of [3, 4]) {
    await struck(rows.nth(index));
    await expect(rows.nth(index)).toContainText("Cancelled");
  }
  // The clash is marked on both flights, as the table marks it, with the other flight named for screen readers.
  await expect(rows.nth(0)).toContainText("Clash");
  await expect(rows.nth(1)).toContainText("Clash");
  await expect(rows.nth(2)).not.toContainText("Clash");
  await expect(rows.nth(3)).not.toContainText("Clash");
  // The mark names the clash for screen readers: the aircraft and both windows.
  await expect(rows.nth(0)).toContainText(`Clash: ${plane!.registration}: 0800-1030`);
});

test("the Fleet tab strikes through and labels a flight that will not fly", async ({ page, data }) => {
  const customer = await data.customer(unique("Fleet Cancel"));
  const date = addDays(localIsoDate(new Date()), 3);
  const cancelled = await data.status("Cancelled");
  await data.booking({
    startDate: date,
    customerId: customer.id,
    departureTime: "0700",
    bookingStatusId: cancelled.id,
  });
  await data.booking({ startDate: date, customerId: customer.id, departureTime: "1200" });
  await signIn(page);
  await page.getByRole("tab", { name: "Fleet" }).click();
  const cell = page
    .getByRole("region", { name: "Fleet" })
    .getByTestId(`fleet-cell-Unallocated-${date}`)
    .first();
  const entries = cell.locator("[draggable=true]", { hasText: customer.name });
  await expect(entries).toHaveCount(2);
  // The live flight first, the cancelled one after it, struck through and labelled.
  await expect(entries.nth(0)).toContainText("12:00");
  await notStruck(entries.nth(0).getByText(customer.name));
  await expect(entries.nth(0)).not.toContainText("Cancelled");
  await expect(entries.nth(1)).toContainText("07:00");
  await expect(entries.nth(1)).toContainText("Cancelled");
  await struck(entries.nth(1).getByText(customer.name));
  await expect(entries.nth(1).getByRole("button", { name: /, Cancelled.*Allocate aircraft$/ })).toBeVisible();
});
