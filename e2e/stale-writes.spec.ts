import type { Browser, Page, TestInfo } from "@playwright/test";
import { addDays, localIsoDate } from "../src/shared/dates.ts";
import { expect, openMonth, row, signIn, test, unique, workerBaseURL } from "./support/fixtures.ts";

/**
 * No silent overwrite (docs/decisions/028), end to end: two people in two browser sessions edit the
 * same booking. The one whose edit is based on what the other has since changed is told who changed
 * what and when, and chooses 'Keep theirs' (Escape) or 'Apply mine'. Dates in a month no other test uses.
 */
const MONTH = "2039-04";
const LABEL = "April 2039";

async function session(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { locale, timezoneId, viewport } = testInfo.project.use;
  const baseURL = workerBaseURL();
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const page = await context.newPage();
  await signIn(page);
  await openMonth(page, MONTH, LABEL);
  return page;
}

const question = (page: Page) =>
  page.getByRole("dialog", { name: /^Changed by Administrator at \d\d:\d\d:$/ });

test("two sessions editing the same cell: the later one is asked; Escape keeps theirs, 'Apply mine' overwrites knowingly", async ({
  browser,
  data,
}, testInfo) => {
  const customer = await data.customer(unique("Same Cell Co"));
  const booking = await data.booking({ customerId: customer.id, startDate: "2039-04-05" });
  // B's save is in once the server has it; A's editor, open on the booking as it was, hides A's cell.
  const savedRemarks = async () =>
    (await data.bookings("2039-04-05", "2039-04-05")).find((b) => b.id === booking.id)?.dailyDetails[0]
      ?.remarks;
  const a = await session(browser, testInfo);
  const b = await session(browser, testInfo);
  const remarksCell = (page: Page) =>
    row(page, "05/04/39", customer.name).getByRole("button", { name: /^Remarks: / });

  // Both open the cell; B saves first; A's save was based on the booking before B's.
  await remarksCell(a).click();
  await remarksCell(b).click();
  await b.getByRole("textbox", { name: "Remarks" }).fill("B's note");
  await b.getByRole("textbox", { name: "Remarks" }).press("Enter");
  await expect.poll(() => savedRemarks()).toBe("B's note");
  await a.getByRole("textbox", { name: "Remarks" }).fill("A's note");
  await a.getByRole("textbox", { name: "Remarks" }).press("Enter");
  await expect(question(a)).toBeVisible();
  await expect(question(a)).toContainText("Remarks on 05/04/39: '--' → 'B's note'");
  await expect(question(a).getByRole("button", { name: "Keep theirs" })).toBeFocused();
  await a.keyboard.press("Escape");
  await expect(question(a)).toHaveCount(0);
  await expect(row(a, "05/04/39", customer.name)).toContainText("B's note");
  await expect(row(b, "05/04/39", customer.name)).toContainText("B's note");

  // Again, and this time A applies theirs over it, knowing what it replaces.
  await remarksCell(a).click();
  await remarksCell(b).click();
  await b.getByRole("textbox", { name: "Remarks" }).fill("B's second");
  await b.getByRole("textbox", { name: "Remarks" }).press("Enter");
  await expect.poll(() => savedRemarks()).toBe("B's second");
  await a.getByRole("textbox", { name: "Remarks" }).fill("A's final");
  await a.getByRole("textbox", { name: "Remarks" }).press("Enter");
  await question(a).getByRole("button", { name: "Apply mine" }).click();
  await expect(row(a, "05/04/39", customer.name)).toContainText("A's final");
  await expect(row(b, "05/04/39", customer.name)).toContainText("A's final");
  await a.context().close();
  await b.context().close();
});

test("the same booking in two Edit dialogs: the second Update is asked, and 'Keep theirs' closes it with theirs kept", async ({
  browser,
  data,
}, testInfo) => {
  const customer = await data.customer(unique("Two Dialogs Co"));
  await data.booking({ customerId: customer.id, startDate: "2039-04-10", endDate: "2039-04-11" });
  const a = await session(browser, testInfo);
  const b = await session(browser, testInfo);
  const open = async (page: Page) => {
    await row(page, "10/04/39", customer.name).getByRole("button", { name: "Edit booking" }).click();
    return page.getByRole("dialog", { name: "Edit Booking" });
  };
  const dialogA = await open(a);
  const dialogB = await open(b);
  await expect(dialogA.getByLabel("End Date")).toHaveValue("11/04/2039");

  await dialogB.getByLabel("End Date").fill("12/04/2039");
  await dialogB.getByRole("button", { name: "Update Booking" }).click();
  await expect(dialogB).toHaveCount(0);
  await expect(row(a, "12/04/39", customer.name)).toHaveCount(1);

  await dialogA.getByLabel("End Date").fill("13/04/2039");
  await dialogA.getByRole("button", { name: "Update Booking" }).click();
  await expect(question(a)).toContainText("End date: '11/04/39' → '12/04/39'");
  await question(a).getByRole("button", { name: "Keep theirs" }).click();
  await expect(dialogA).toHaveCount(0);
  await expect(row(a, "12/04/39", customer.name)).toHaveCount(1);
  await expect(row(a, "13/04/39", customer.name)).toHaveCount(0);
  await a.context().close();
  await b.context().close();
});

test("a date-range edit against a day edit: the range edit based on the day before is asked, and 'Apply mine' keeps the day's edit", async ({
  browser,
  data,
}, testInfo) => {
  const customer = await data.customer(unique("Range Co"));
  await data.booking({ customerId: customer.id, startDate: "2039-04-20", endDate: "2039-04-22" });
  const a = await session(browser, testInfo);
  const b = await session(browser, testInfo);
  await row(a, "20/04/39", customer.name).getByRole("button", { name: "Edit booking" }).click();
  const dialogA = a.getByRole("dialog", { name: "Edit Booking" });
  await expect(dialogA.getByLabel("End Date")).toHaveValue("22/04/2039");

  // B notes something on the first day while A's dialog is open.
  await row(b, "20/04/39", customer.name)
    .getByRole("button", { name: /^Remarks: / })
    .click();
  await b.getByRole("textbox", { name: "Remarks" }).fill("Crew change");
  await b.getByRole("textbox", { name: "Remarks" }).press("Enter");
  await expect(row(a, "20/04/39", customer.name)).toContainText("Crew change");

  await dialogA.getByLabel("End Date").fill("21/04/2039");
  await dialogA.getByRole("button", { name: "Update Booking" }).click();
  await expect(question(a)).toContainText("Remarks on 20/04/39: '--' → 'Crew change'");
  await question(a).getByRole("button", { name: "Apply mine" }).click();
  await expect(dialogA).toHaveCount(0);
  await expect(row(b, "22/04/39", customer.name)).toHaveCount(0);
  await expect(row(b, "20/04/39", customer.name)).toContainText("Crew change");
  await a.context().close();
  await b.context().close();
});

test("a drag on the Fleet tab against an edit in the table: the drop based on the booking before the edit is asked, and 'Apply mine' moves it", async ({
  browser,
  data,
}, testInfo) => {
  const aw139 = await data.aircraftType("AW139");
  const customer = await data.customer(unique("Drag Co"));
  const date = addDays(localIsoDate(new Date()), 2);
  // The drop must meet no clash: other tests (and this test's first try, when retried) fly aircraft
  // near today, and a clash would ask 'Save anyway' after 'Apply mine'.
  const flying = new Set((await data.bookings(date, date)).map((b) => b.allocatedAircraftId));
  const target = aw139.aircraft.find((plane) => !plane.retired && !flying.has(plane.id));
  const booking = await data.booking({ customerId: customer.id, startDate: date, aircraftTypeId: aw139.id });
  const { locale, timezoneId, viewport } = testInfo.project.use;
  const baseURL = workerBaseURL();
  const a = await (await browser.newContext({ baseURL, locale, timezoneId, viewport })).newPage();
  await signIn(a);
  await a.getByRole("tab", { name: "Fleet" }).click();
  const fleet = a.getByRole("region", { name: "Fleet" });
  const chip = fleet.getByRole("row", { name: "Unallocated (AW139)" }).locator("[draggable=true]", {
    hasText: customer.name,
  });
  await expect(chip).toBeVisible();
  const b = await session(browser, testInfo);
  await openMonth(
    b,
    date.slice(0, 7),
    new Date(`${date}T12:00:00`).toLocaleString("en-GB", { month: "long", year: "numeric" }),
  );

  // A picks the booking up; while A drags it, B changes its remarks in the table.
  await chip.hover();
  await a.mouse.down();
  await a.mouse.move(10, 10, { steps: 2 });
  const shortDate = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
  await row(b, shortDate, customer.name)
    .getByRole("button", { name: /^Remarks: / })
    .click();
  await b.getByRole("textbox", { name: "Remarks" }).fill("Hold for weather");
  await b.getByRole("textbox", { name: "Remarks" }).press("Enter");
  await expect
    .poll(
      async () =>
        (await data.bookings(date, date)).find((x) => x.id === booking.id)?.dailyDetails[0]?.remarks,
    )
    .toBe("Hold for weather");
  await fleet.getByTestId(`fleet-cell-${target!.registration}-${date}`).hover();
  await a.mouse.up();

  await expect(question(a)).toContainText("'--' → 'Hold for weather'");
  await question(a).getByRole("button", { name: "Apply mine" }).click();
  await expect
    .poll(async () => (await data.bookings(date, date)).find((x) => x.id === booking.id)?.allocatedAircraftId)
    .toBe(target!.id);
  const saved = (await data.bookings(date, date)).find((x) => x.id === booking.id);
  expect(saved?.dailyDetails[0]?.remarks).toBe("Hold for weather");
  await a.context().close();
  await b.context().close();
});

test("a delete confirmed on a booking someone has changed since deletes nothing, shows theirs, and a second Delete confirms it", async ({
  browser,
  data,
}, testInfo) => {
  const customer = await data.customer(unique("Stale Delete Co"));
  const booking = await data.booking({ customerId: customer.id, startDate: "2039-04-20" });
  const a = await session(browser, testInfo);
  await row(a, "20/04/39", customer.name).getByRole("button", { name: "Delete booking" }).click();
  const dialog = a.getByRole("alertdialog", { name: "Delete booking?" });
  await expect(dialog).toBeVisible();
  // Someone else moves the booking a day on while A reads the confirmation.
  const moved = await data.api.put(`/api/bookings/${booking.id}`, {
    data: {
      customerId: customer.id,
      aircraftTypeId: booking.aircraftType.id,
      departureId: booking.departureId,
      startDate: "2039-04-21",
      endDate: "2039-04-21",
    },
  });
  expect(moved.status()).toBe(200);

  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText(/^Changed by Administrator at \d\d:\d\d: /);
  await expect(dialog.getByRole("alert")).toContainText("Nothing was deleted");
  // The dialog now shows the booking as it is: the day it moved to.
  await expect(dialog).toContainText("21/04/39");
  expect((await data.bookings("2039-04-21", "2039-04-21")).some((b) => b.id === booking.id)).toBe(true);

  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => (await data.bookings("2039-04-21", "2039-04-21")).some((b) => b.id === booking.id))
    .toBe(false);
  await a.context().close();
});
