import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";
import { users } from "./support/users.ts";

/**
 * Reports (docs/decisions/035): a month no other test uses (March 2046), chosen as two dates, read by a
 * read-only user: the summary, a customer's hours planned against flown, a sort, a chart, the CSV.
 */
async function chooseMarch2046(page: Page) {
  await page.getByRole("button", { name: "Custom", exact: true }).click();
  const from = page.getByRole("textbox", { name: "From" });
  await from.fill("01/03/2046");
  await from.press("Enter");
  const to = page.getByRole("textbox", { name: "To" });
  await to.fill("31/03/2046");
  await to.press("Enter");
}

for (const [width, height] of [
  [1366, 768],
  [1920, 1080],
] as const) {
  test(`a month's hours per customer, planned against flown, sorted and exported, at ${width}x${height}`, async ({
    page,
    data,
  }, testInfo) => {
    const customer = await data.customer(unique("Report Air"), "#0F766E");
    const cancelled = await data.status("Cancelled");
    // Two days in March of a booking from 28 Feb (one day before the period), 1.5 h each; one flown.
    const across = await data.booking({
      customerId: customer.id,
      startDate: "2046-02-28",
      endDate: "2046-03-02",
      expectedHours: "1.5",
    });
    const flown = await data.api.patch(`/api/bookings/${across.id}/daily-details/2046-03-01/actual-hours`, {
      data: { actualHours: "1.75" },
    });
    expect(flown.status()).toBe(200);
    // A cancelled day: counted as cancelled, no hours.
    await data.booking({
      customerId: customer.id,
      startDate: "2046-03-20",
      expectedHours: "4",
      bookingStatusId: cancelled.id,
    });

    await page.setViewportSize({ width, height });
    await signIn(page, users.viewer);
    await page.getByRole("link", { name: "Reports" }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await chooseMarch2046(page);

    // The period's open clashes come from the conflicts read, beside the reports.
    const summary = page.getByRole("definition");
    await expect(summary).toHaveCount(5);
    await expect(summary.last()).toHaveText(/^\d+$/);
    const table = page.getByRole("table", { name: "Hours per customer" });
    const row = table.getByRole("row").filter({ hasText: customer.name });
    // Flights, Cancelled, Planned hours, Flown hours, Flights with flown hours, Completed without them.
    await expect(row.getByRole("cell")).toHaveText([customer.name, "2", "1", "3.00", "1.75", "1", "0"]);
    await expect(
      page.getByRole("figure", { name: "Planned and flown hours per customer" }).locator("svg").first(),
    ).toBeVisible();

    // Sorted by flown hours, most first, then least first.
    const flownHeader = table.getByRole("columnheader", { name: "Flown hours", exact: true });
    await flownHeader.getByRole("button").click();
    await expect(flownHeader).toHaveAttribute("aria-sort", "descending");
    await flownHeader.getByRole("button").press("Enter");
    await expect(flownHeader).toHaveAttribute("aria-sort", "ascending");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Hours per customer as CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("report-customers-2046-03-01-to-2046-03-31.csv");
    const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[0]).toBe(
      "Customer,Flights,Cancelled,Planned hours,Flown hours,Flights with flown hours,Completed without flown hours",
    );
    expect(text).toContain(`${customer.name},2,1,3.00,1.75,1,0`);

    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`reports-${width}x${height}.png`), fullPage: true });

    // The customer's name opens the table on the period's month, filtered to that customer.
    await row.getByRole("link", { name: customer.name }).click();
    await expect(page.getByRole("heading", { name: "March 2046" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("tbody tr").filter({ hasText: customer.name })).toHaveCount(3);
    await expect(
      page.locator("tbody tr").filter({ hasNotText: customer.name }).filter({ hasNotText: "No bookings" }),
    ).toHaveCount(0);
  });
}

test("over a year, a customer's name opens the table on the month of its first flight, not January", async ({
  page,
  data,
}) => {
  const customer = await data.customer(unique("Summer Air"));
  await data.booking({ customerId: customer.id, startDate: "2053-08-18", expectedHours: "1.5" });
  await signIn(page);
  await page.goto("/reports");
  await page.getByRole("button", { name: "Custom", exact: true }).click();
  for (const [name, date] of [
    ["From", "01/01/2053"],
    ["To", "31/12/2053"],
  ] as const) {
    const field = page.getByRole("textbox", { name });
    await field.fill(date);
    await field.press("Enter");
  }
  const link = page
    .getByRole("table", { name: "Hours per customer" })
    .getByRole("link", { name: customer.name });
  // By keyboard, as from the table's links.
  await link.focus();
  await link.press("Enter");
  await expect(page.getByRole("heading", { name: "August 2053" })).toBeVisible();
  await expect(page.locator("tbody tr").filter({ hasText: customer.name })).toHaveCount(1);
});

test("a period the server cannot report says why, and Month steps back and on", async ({ page }) => {
  await signIn(page);
  await page.goto("/reports");
  await page.getByRole("button", { name: "Month", exact: true }).click();
  await expect(page.getByRole("button", { name: "Month", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Year", exact: true }).click();
  // The period's label beside its arrows (a report's cells can read as four digits too, "1000" hours).
  const label = page
    .getByRole("button", { name: "Next year" })
    .locator("xpath=..")
    .getByText(/^\d{4}$/);
  const year = Number(await label.textContent());
  await page.getByRole("button", { name: "Next year" }).click();
  await expect(label).toHaveText(String(year + 1));
  await page.getByRole("button", { name: "Custom", exact: true }).click();
  const to = page.getByRole("textbox", { name: "To" });
  await to.fill(`31/12/${year + 3}`);
  await to.press("Enter");
  await expect(page.getByRole("alert")).toContainText("A report covers at most 366 days");
});

test("an editor shows Actual Hours, records a day's flown hours in the table, and Reports count them", async ({
  page,
  data,
}, testInfo) => {
  const customer = await data.customer(unique("Flown Co"));
  await data.booking({ customerId: customer.id, startDate: "2046-04-14", expectedHours: "2" });
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await openMonth(page, "2046-04", "April 2046");
  // Off by default: the product's columns as they are.
  await expect(page.getByRole("columnheader", { name: "Actual Hours" })).toHaveCount(0);
  await page.getByRole("switch", { name: "Show Actual Hours" }).click();
  const day = row(page, "14/04/46", customer.name);
  await day.getByRole("button", { name: "Actual Hours: not recorded" }).click();
  await day.getByRole("textbox", { name: "Actual Hours" }).fill("2.25");
  await day.getByRole("textbox", { name: "Actual Hours" }).press("Enter");
  await expect(day.getByRole("button", { name: "Actual Hours: 2.25" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("actual-hours-1366x768.png") });
  // Kept across a reload, as the other switches are.
  await page.reload();
  await expect(
    row(page, "14/04/46", customer.name).getByRole("button", { name: "Actual Hours: 2.25" }),
  ).toBeVisible();

  await page.goto("/reports");
  await page.getByRole("button", { name: "Custom", exact: true }).click();
  await page.getByRole("textbox", { name: "From" }).fill("14/04/2046");
  await page.getByRole("textbox", { name: "From" }).press("Enter");
  await page.getByRole("textbox", { name: "To" }).fill("14/04/2046");
  await page.getByRole("textbox", { name: "To" }).press("Enter");
  const line = page
    .getByRole("table", { name: "Hours per customer" })
    .getByRole("row")
    .filter({ hasText: customer.name });
  await expect(line.getByRole("cell")).toHaveText([customer.name, "1", "0", "2.00", "2.25", "1", "0"]);
});

for (const [index, [width, height]] of (
  [
    [1366, 768],
    [1920, 1080],
  ] as const
).entries()) {
  test(`a status in Flights by status opens the table on that status's days, at ${width}x${height}`, async ({
    page,
    data,
  }, testInfo) => {
    // June or August 2046: no other test books there.
    const month = `2046-${String(6 + index * 2).padStart(2, "0")}`;
    const monthName = new Date(`${month}-01T12:00:00Z`).toLocaleDateString("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const customer = await data.customer(unique("Status Air"));
    const cancelled = await data.status("Cancelled");
    await data.booking({ customerId: customer.id, startDate: `${month}-10`, expectedHours: "1" });
    await data.booking({
      customerId: customer.id,
      startDate: `${month}-12`,
      expectedHours: "2",
      bookingStatusId: cancelled.id,
    });

    await page.setViewportSize({ width, height });
    await signIn(page, users.viewer);
    await page.goto("/reports");
    await page.getByRole("button", { name: "Custom", exact: true }).click();
    const [year = "", monthNumber = ""] = month.split("-");
    for (const [name, day] of [
      ["From", "01"],
      ["To", "28"],
    ]) {
      await page.getByRole("textbox", { name }).fill(`${day}/${monthNumber}/${year}`);
      await page.getByRole("textbox", { name }).press("Enter");
    }
    const statuses = page.getByRole("table", { name: "Flights by status" });
    await expect(statuses.getByRole("row").filter({ hasText: "Cancelled" }).getByRole("cell")).toHaveText([
      "Cancelled",
      "No",
      "1",
    ]);
    await statuses.getByRole("link", { name: "Cancelled" }).click();

    await expect(page.getByRole("heading", { name: monthName })).toBeVisible();
    await expect(page.getByText("Status: Cancelled")).toBeVisible();
    const ours = page.locator("tbody tr").filter({ hasText: customer.name });
    await expect(ours).toHaveCount(1);
    await expect(ours).toContainText(`12/${monthNumber}/${year.slice(2)}`);
    await page.screenshot({ path: testInfo.outputPath(`status-link-${width}x${height}.png`) });

    // The chip takes the filter off: every status again, and the address no longer names one.
    await page.getByRole("button", { name: "Show every status, not only Cancelled" }).click();
    await expect(page.getByText("Status: Cancelled")).toHaveCount(0);
    await expect(ours).toHaveCount(2);
    await expect(page).toHaveURL(/\/$/);
  });
}

test("at 1366x768 every customer is named in the chart, badges keep to one line, and completed flights missing flown hours are counted", async ({
  page,
  data,
}, testInfo) => {
  // September 2046: no other test books there. Twelve customers with long names, each a day's flight.
  const completed = await data.status("Completed");
  const names = [
    "Humberside Offshore Services",
    "Bristow Helicopters Ltd",
    "North Sea Energy Partners",
    "Babcock Mission Critical",
    "Specialist Aviation Services",
    "Wind Farm Crew Transfer Co",
    "Police Air Support Unit",
    "Air Ambulance Trust",
    "Coastguard Search Group",
    "Gama Aviation Charter",
    "Highland Estates Shooting",
    "Offshore Survey Partners",
  ];
  const customers = [];
  for (const [index, name] of names.entries()) {
    const customer = await data.customer(unique(name), "#0F766E");
    customers.push(customer);
    // The first two flew (Completed) and nobody recorded their flown hours.
    await data.booking({
      customerId: customer.id,
      startDate: `2046-09-${String(index + 1).padStart(2, "0")}`,
      expectedHours: String(index + 1),
      ...(index < 2 ? { bookingStatusId: completed.id } : {}),
    });
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, users.viewer);
  await page.goto("/reports");
  await page.getByRole("button", { name: "Custom", exact: true }).click();
  for (const [name, date] of [
    ["From", "01/09/2046"],
    ["To", "30/09/2046"],
  ] as const) {
    await page.getByRole("textbox", { name }).fill(date);
    await page.getByRole("textbox", { name }).press("Enter");
  }
  const table = page.getByRole("table", { name: "Hours per customer" });
  await expect(table.getByRole("row")).toHaveCount(names.length + 1);

  // Every bar is named, none skipped for want of room.
  const chart = page.getByRole("figure", { name: "Planned and flown hours per customer" });
  for (const customer of customers)
    await expect(chart.getByText(customer.name, { exact: true })).toBeVisible();

  // Each customer's badge holds its name on one line.
  for (const customer of customers) {
    const badge = table.getByRole("link", { name: customer.name });
    const lines = await badge.evaluate((link) => {
      // The lines the name's text takes (the badge's own box is one line high whatever it holds).
      const range = document.createRange();
      range.selectNodeContents(link.querySelector("span")!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, customer.name).toBe(1);
  }

  // The flown 0.00 says two completed flights have no flown hours, and where to record them.
  const flown = page.getByRole("definition").filter({ hasText: "no flown hours" });
  await expect(flown).toContainText("2 completed flights have no flown hours");
  await expect(flown).toContainText("Record them in Booking Details (Show Actual Hours)");
  await expect(
    table.getByRole("row").filter({ hasText: customers[0]!.name }).getByRole("cell").last(),
  ).toHaveText("1");
  await expect(
    table.getByRole("row").filter({ hasText: customers[2]!.name }).getByRole("cell").last(),
  ).toHaveText("0");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await page.screenshot({ path: testInfo.outputPath("reports-names-1366x768.png"), fullPage: true });
});
