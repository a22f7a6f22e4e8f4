import type { Page } from "@playwright/test";
import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";
import { choose } from "./support/ui.ts";

/**
 * The product's one date field (docs/decisions/020): typed and shown day first whatever the browser's
 * language, with a calendar to pick from. Each test works in a month of its own (2048).
 */

/** The browser's today as the date fields show it, `dd/mm/yyyy`. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${String(now.getDate()).padStart(2, "0")}/${String(now.getMonth() + 1).padStart(2, "0")}/${now.getFullYear()}`;
  });

test.describe("date fields in an en-US browser", () => {
  test.use({ locale: "en-US" });

  test("an impossible typed date stays as typed with why, never today, and the wizard goes no further (docs/decisions/042)", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Typed Date Co"));
    await signIn(page);
    await page.getByRole("button", { name: "New Booking" }).click();
    const wizard = page.getByRole("dialog", { name: "Create Booking" });
    await choose(page, wizard, "Select Customer", customer.name);
    await expect(wizard.getByRole("button", { name: "Next" })).toBeEnabled();
    const start = wizard.getByLabel("Start Date");
    await start.fill("12/13/2026");
    await page.keyboard.press("Tab");
    await expect(start).toHaveValue("12/13/2026");
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await expect(
      wizard.getByText("12/13/2026 is not a date (there is no month 13): type the day first, dd/mm/yyyy"),
    ).toBeVisible();
    // The wizard no longer holds a start date (it held today): it goes no further until one is typed.
    await expect(wizard.getByText("To continue, fill in: Start Date")).toBeVisible();
    await expect(wizard.getByRole("button", { name: "Next" })).toBeDisabled();
    await start.fill("12/12/2026");
    await expect(wizard.getByRole("alert")).toHaveCount(0);
    await expect(wizard.getByLabel("End Date")).toHaveValue("12/12/2026");
    await expect(wizard.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  test("read and show day first in the wizard, the daily sheet, Manage fleet and Activity", async ({
    page,
    data,
  }) => {
    await data.booking({ startDate: "2048-03-02", remarks: unique("en-US sheet") });
    await signIn(page);
    await openMonth(page, "2048-03", "March 2048");
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");

    // The wizard: today day first, and 02/03/2048 is the 2nd of March, not February the 3rd.
    await page.getByRole("button", { name: "New Booking" }).click();
    const wizard = page.getByRole("dialog", { name: "Create Booking" });
    await expect(wizard.getByLabel("Start Date")).toHaveValue(await browserToday(page));
    await wizard.getByLabel("Start Date").fill("02/03/2048");
    await expect(wizard.getByLabel("End Date")).toHaveValue("02/03/2048");
    await wizard.getByRole("button", { name: "Open calendar" }).first().click();
    const calendar = page.getByRole("dialog", { name: "Calendar" });
    await expect(calendar.getByRole("grid", { name: "March 2048" })).toBeVisible();
    await expect(calendar.getByRole("button", { name: /Monday, 2 March 2048, selected/ })).toBeFocused();
    // Weeks start on Monday, as in the rest of the product.
    await expect(calendar.locator("th").first()).toHaveAttribute("aria-label", "Monday");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(wizard.getByLabel("Start Date")).toHaveValue("03/03/2048");
    await expect(wizard.getByLabel("Start Date")).toBeFocused();
    await expect(wizard.getByLabel("End Date")).toHaveValue("03/03/2048");
    await page.keyboard.press("Escape");
    await expect(wizard).toBeHidden();

    // The daily flight sheet: a day typed day first shows that day.
    await page.getByRole("button", { name: "Daily flight sheet" }).click();
    const sheetDialog = page.getByRole("dialog", { name: "Daily flight sheet" });
    const day = sheetDialog.getByLabel("Day", { exact: true });
    await day.selectText();
    await page.keyboard.type("02/03/2048");
    await expect(
      sheetDialog.getByRole("article", { name: "Daily flight sheet for Monday 2 March 2048" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheetDialog).toBeHidden();

    // Manage fleet: the unavailability dates are the same field.
    await page.getByRole("tab", { name: "Fleet" }).click();
    await page.getByRole("region", { name: "Fleet" }).getByRole("button", { name: "Manage fleet" }).click();
    const manage = page.getByRole("dialog", { name: "Manage fleet" });
    await manage.getByLabel("Unavailable from").fill("13/03/2048");
    await expect(manage.getByLabel("Unavailable from")).toHaveValue("13/03/2048");
    await manage.getByLabel("Unavailable to").press("Alt+ArrowDown");
    // The end's calendar opens where the start is and offers nothing before it.
    await expect(calendar.getByRole("grid", { name: "March 2048" })).toBeVisible();
    await expect(calendar.getByRole("button", { name: /Thursday, 12 March 2048/ })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(manage).toBeVisible();
    await expect(manage.getByLabel("Unavailable to")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(manage).toBeHidden();

    // Activity: its From filter too, sent as the date it shows.
    await page.getByRole("link", { name: "Activity" }).click();
    const from = page.getByLabel("From", { exact: true });
    const request = page.waitForRequest((r) => r.url().includes("/api/history") && r.url().includes("from="));
    await from.fill("01/02/2048");
    expect(new URL((await request).url()).searchParams.get("from")).toBe("2048-02-01");
    await from.press("Tab");
    await expect(from).toHaveValue("01/02/2048");
  });

  test("an operator that types month first sets it once in Settings: fields, table and summary follow (docs/decisions/043)", async ({
    page,
    data,
  }) => {
    const remarks = unique("Month first");
    await data.booking({ startDate: "2048-12-03", remarks });
    try {
      await signIn(page);
      await page.goto("/settings");
      const section = page.getByRole("form", { name: "Date order" });
      await section.getByLabel("Month first (12/31/2026)").check();
      await section.getByRole("button", { name: "Save" }).click();
      await expect(
        page.getByText("Dates are now typed and shown month first (12/31/2026)", { exact: true }),
      ).toBeVisible();

      await page.goto("/");
      await openMonth(page, "2048-12", "December 2048");
      await expect(row(page, "12/03/48", remarks)).toHaveCount(1);
      await page.getByRole("button", { name: "New Booking" }).click();
      const wizard = page.getByRole("dialog", { name: "Create Booking" });
      const start = wizard.getByLabel("Start Date");
      await expect(start).toHaveAttribute("placeholder", "mm/dd/yyyy");
      await start.fill("12/04/2048");
      // Confirmed with the month in words: 4 December, not 12 April.
      await expect(wizard.getByText("1 day, Fri 4 Dec 2048")).toBeVisible();
      await start.fill("13/04/2048");
      await page.keyboard.press("Tab");
      await expect(
        wizard.getByText("13/04/2048 is not a date (there is no month 13): type the month first, mm/dd/yyyy"),
      ).toBeVisible();
    } finally {
      // The order is the operator's, kept in this worker's database: the next test starts day first.
      await data.api.put("/api/date-order", { data: { dateOrder: "day-first" } });
    }
  });
});

test("the daily flight sheet shows the day typed into it, and only whole dates change it", async ({
  page,
  data,
}) => {
  const remark = unique("typed day");
  await data.booking({ startDate: "2048-05-12", remarks: remark });
  await signIn(page);
  await openMonth(page, "2048-05", "May 2048");
  await page.getByRole("button", { name: "Daily flight sheet" }).click();
  const dialog = page.getByRole("dialog", { name: "Daily flight sheet" });
  const day = dialog.getByLabel("Day", { exact: true });
  const shown = await day.inputValue();

  await day.selectText();
  await page.keyboard.type("12/05/204");
  // Half typed: the sheet stays on the day it had.
  await expect(day).toHaveValue("12/05/204");
  await expect(dialog.getByRole("article")).toHaveCount(1);
  await page.keyboard.type("8");
  const sheet = dialog.getByRole("article", { name: "Daily flight sheet for Tuesday 12 May 2048" });
  await expect(sheet).toContainText(remark);

  // A text that is not a day stays as typed, marked, with why; the sheet keeps its day; Enter never
  // closes or prints.
  await day.selectText();
  await page.keyboard.type("31/02");
  await page.keyboard.press("Enter");
  await expect(day).toHaveValue("31/02");
  await expect(day).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert")).toHaveText("31/02 is not a date: type the day first, dd/mm/yyyy");
  await expect(sheet).toBeVisible();
  expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});
