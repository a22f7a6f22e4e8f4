import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, openMonth, row, signIn, test, unique, users, workerBaseURL } from "./support/fixtures.ts";

/**
 * Product §4 live refresh, end to end: two people in two browsers. What one does appears on the other's
 * table and board without a reload. The browsers' clocks are set to a week no other test uses.
 */
const DAY = "2037-06-02";
const NEXT_DAY = "2037-06-03";
const NOW = new Date(`${DAY}T08:00:00Z`);

async function personAt(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { locale, timezoneId, viewport } = testInfo.project.use;
  const baseURL = workerBaseURL();
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  await context.clock.install({ time: NOW });
  return context;
}

/** Marks the page, so a test can prove it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillTheSamePage = (page: Page) => page.evaluate(() => "__notReloaded" in window);

test("an inline edit, a new booking and a deletion reach the other person's table and board without a reload", async ({
  browser,
  data,
}, testInfo) => {
  const customer = await data.customer(unique("Live Co"), "#0891B2");
  const booking = await data.booking({ customerId: customer.id, startDate: DAY, departureTime: "0900" });

  // Person A works in the table; person B has the table open in one tab and the board in another.
  const a = await personAt(browser, testInfo);
  const b = await personAt(browser, testInfo);
  try {
    const tableA = await a.newPage();
    await signIn(tableA, users.admin);
    await openMonth(tableA, "2037-06", "June 2037");

    const tableB = await b.newPage();
    await signIn(tableB, users.admin);
    await openMonth(tableB, "2037-06", "June 2037");
    const boardB = await b.newPage();
    await boardB.goto("/");
    await boardB.getByRole("tab", { name: "7 Day Schedule" }).click();
    const todayB = boardB.getByTestId("today-panel");
    await expect(todayB.getByTestId("today-entry").filter({ hasText: customer.name })).toBeVisible();
    for (const page of [tableA, tableB, boardB]) await markPage(page);

    // 1. A edits the remarks inline.
    const remarks = unique("Rotor wash check");
    await row(tableA, "02/06/37", customer.name).getByRole("button", { name: "Remarks: --" }).click();
    await tableA.getByRole("textbox", { name: "Remarks" }).fill(remarks);
    await tableA.getByRole("textbox", { name: "Remarks" }).press("Enter");
    await expect(todayB.getByTestId("today-entry").filter({ hasText: customer.name })).toContainText(remarks);
    await expect(row(tableB, "02/06/37", customer.name)).toContainText(remarks);

    // 2. B creates a booking for tomorrow; it appears in A's table.
    const newcomer = await data.customer(unique("Newcomer Co"), "#DB2777");
    const created = await b.request.post("/api/bookings", {
      data: {
        customerId: newcomer.id,
        aircraftTypeId: booking.aircraftTypeId,
        bookingStatusId: booking.dailyDetails[0]?.bookingStatusId,
        departureId: booking.departureId,
        destinationId: booking.dailyDetails[0]?.destinationId,
        startDate: NEXT_DAY,
        endDate: NEXT_DAY,
        departureTime: "1015",
      },
    });
    expect(created.status()).toBe(201);
    await expect(row(tableA, "03/06/37", newcomer.name)).toBeVisible();
    const tomorrowB = boardB.getByRole("region", { name: "Tomorrow" });
    await expect(tomorrowB.getByTestId("card-entry").filter({ hasText: newcomer.name })).toContainText(
      "Departure 1015, expected hours 0.00",
    );

    // 3. A deletes the first booking; it leaves B's table and board.
    await row(tableA, "02/06/37", customer.name).getByRole("button", { name: "Delete booking" }).click();
    await tableA.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(todayB.getByText(customer.name)).toHaveCount(0);
    await expect(todayB.getByText("No flights today")).toBeVisible();
    await expect(row(tableB, "02/06/37", customer.name)).toHaveCount(0);

    for (const page of [tableA, tableB, boardB]) expect(await stillTheSamePage(page)).toBe(true);
  } finally {
    await a.close();
    await b.close();
  }
});
