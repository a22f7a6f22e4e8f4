import type { Browser, Page, TestInfo } from "@playwright/test";
import type { ChangeFlags } from "../src/shared/change-flags.ts";
import { addDays, localIsoDate } from "../src/shared/dates.ts";
import {
  expect,
  openMonth,
  row,
  signedInApi,
  signIn,
  test,
  unique,
  users,
  workerBaseURL,
} from "./support/fixtures.ts";
import type { E2EUser } from "./support/users.ts";

/**
 * Changes flagged until acknowledged (docs/decisions/031), end to end: the administrator changes a
 * booking in one browser; the viewer, in another, sees it flagged on the row and counted in the header,
 * acknowledges it (read-only users may: it writes only their own mark), and it stays acknowledged after
 * a reload; the board and the Fleet tab mark a new flight. Other tests share the server, so counts are
 * read as "some changes", never an exact number.
 */
const MONTH = "2045-03";
const LABEL = "March 2045";

async function session(browser: Browser, testInfo: TestInfo, user: E2EUser): Promise<Page> {
  const { locale, timezoneId, viewport } = testInfo.project.use;
  const baseURL = workerBaseURL();
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const page = await context.newPage();
  await signIn(page, user);
  await openMonth(page, MONTH, LABEL);
  return page;
}

/** The viewer starts with nothing flagged, whatever earlier tests changed. */
async function viewerSeesEverything() {
  const api = await signedInApi(users.viewer);
  await api.post("/api/change-flags/acknowledge-all", { data: { upTo: Number.MAX_SAFE_INTEGER } });
  await api.dispose();
}

const marker = (page: Page, customer: string) =>
  row(page, "05/03/45", customer).getByRole("button", { name: /^Changed: Administrator changed it/ });
const count = (page: Page) => page.getByRole("button", { name: /^\d+ changes?$/ });

test("another user's edit is flagged on the row and counted; acknowledging with Enter clears it for good", async ({
  browser,
  data,
}, testInfo) => {
  const customer = await data.customer(unique("Flagged Co"));
  await data.booking({ customerId: customer.id, startDate: "2045-03-05" });
  await viewerSeesEverything();
  const watcher = await session(browser, testInfo, users.viewer);
  const editor = await session(browser, testInfo, users.admin);
  await expect(marker(watcher, customer.name)).toHaveCount(0);

  await row(editor, "05/03/45", customer.name)
    .getByRole("button", { name: /^Remarks: / })
    .click();
  await editor.getByRole("textbox", { name: "Remarks" }).fill("Crew change");
  await editor.getByRole("textbox", { name: "Remarks" }).press("Enter");

  // Live refresh brings the flag: the marker reads who changed what; the header counts it.
  await expect(marker(watcher, customer.name)).toBeVisible();
  await expect(marker(watcher, customer.name)).toHaveAccessibleName(
    /Remarks on 05\/03\/45: '--' → 'Crew change'/,
  );
  await expect(count(watcher)).toBeVisible();
  await expect(marker(editor, customer.name)).toHaveCount(0);

  await marker(watcher, customer.name).focus();
  await watcher.keyboard.press("Enter");
  await expect(marker(watcher, customer.name)).toHaveCount(0);
  await watcher.reload();
  await expect(row(watcher, "05/03/45", customer.name)).toContainText("Crew change");
  await expect(marker(watcher, customer.name)).toHaveCount(0);
  await watcher.context().close();
  await editor.context().close();
});

test("the header's count lists the changes, a deletion among them; Show opens one, 'Acknowledge all' clears them", async ({
  browser,
  data,
  adminApi,
}, testInfo) => {
  const customer = await data.customer(unique("Gone Co"));
  await viewerSeesEverything();
  const watcher = await session(browser, testInfo, users.viewer);
  const booking = await data.booking({ customerId: customer.id, startDate: "2045-03-12" });
  await adminApi.delete(`/api/bookings/${booking.id}`);
  const elsewhere = await data.customer(unique("April Co"));
  const april = await data.booking({ customerId: elsewhere.id, startDate: "2045-04-02" });

  const list = watcher.getByRole("dialog", { name: "Changes by others" });
  await count(watcher).click();
  const entry = list.getByRole("listitem").filter({ hasText: customer.name }).first();
  await expect(entry).toContainText("Deleted");
  await expect(entry).toContainText("Administrator deleted it");
  // Restore is an edit: the read-only viewer is told why not.
  await expect(entry.getByRole("button", { name: "Restore" })).toHaveAttribute("aria-disabled", "true");
  // Show opens a changed booking's month in the table.
  await list.getByRole("button", { name: new RegExp(`^Show ${elsewhere.name}`) }).click();
  await expect(row(watcher, "02/04/45", elsewhere.name)).toBeVisible();
  await count(watcher).click();
  await list.getByRole("button", { name: "Acknowledge all" }).click();
  await expect(list).toHaveCount(0);
  await watcher.reload();
  await expect(watcher.getByRole("heading", { name: "April 2045" })).toBeVisible();
  // Not "no count at all": the other worker's tests change bookings as the administrator meanwhile,
  // and those changes are rightly flagged for the viewer. This test's two are acknowledged for good.
  await expect(row(watcher, "02/04/45", elsewhere.name)).toBeVisible();
  await expect(
    row(watcher, "02/04/45", elsewhere.name).getByRole("button", { name: /^Changed: / }),
  ).toHaveCount(0);
  const flagged = await watcher.request.get("/api/change-flags");
  const bookingIds = ((await flagged.json()) as ChangeFlags).flags.map((flag) => flag.bookingId);
  expect(bookingIds).not.toContain(booking.id);
  expect(bookingIds).not.toContain(april.id);
  await watcher.context().close();
});

test("the 7 Day Schedule and the Fleet tab mark a flight someone else just made", async ({ page, data }) => {
  const customer = await data.customer(unique("Board Flag Co"));
  const date = addDays(localIsoDate(new Date()), 2);
  await viewerSeesEverything();
  await signIn(page, users.viewer);
  await data.booking({ customerId: customer.id, startDate: date, departureTime: "0900" });

  await page.getByRole("tab", { name: "7 Day Schedule" }).click();
  const card = page.getByTestId("card-entry").filter({ hasText: customer.name });
  await expect(card.getByTestId("changed-tag")).toContainText("Changed");
  await page.getByRole("tab", { name: "Fleet" }).click();
  await expect(
    page.getByRole("note", { name: new RegExp(`${customer.name}.*Changed: Administrator created it`) }),
  ).toBeVisible();
});

test("the Fleet tab's marker acknowledges a change with a click or with Enter, as the table row's does", async ({
  page,
  data,
}) => {
  const clicked = await data.customer(unique("Fleet Click Co"));
  const keyed = await data.customer(unique("Fleet Key Co"));
  const date = addDays(localIsoDate(new Date()), 3);
  await viewerSeesEverything();
  await signIn(page, users.viewer);
  await page.getByRole("tab", { name: "Fleet" }).click();
  await data.booking({ customerId: clicked.id, startDate: date, departureTime: "1000" });
  await data.booking({ customerId: keyed.id, startDate: date, departureTime: "1100" });

  const dot = (customer: string) =>
    page.getByRole("button", { name: new RegExp(`^${customer} .*Changed: Administrator created it`) });
  await dot(clicked.name).click();
  await expect(dot(clicked.name)).toHaveCount(0);
  await dot(keyed.name).focus();
  await page.keyboard.press("Enter");
  await expect(dot(keyed.name)).toHaveCount(0);

  // Acknowledged on the server: still so after a reload, and the entries are no longer read as changed.
  await page.reload();
  await page.getByRole("tab", { name: "Fleet" }).click();
  const entry = (customer: string) => page.getByRole("note", { name: new RegExp(`^${customer} `) });
  await expect(entry(clicked.name)).toBeVisible();
  await expect(entry(keyed.name)).toBeVisible();
  await expect(entry(clicked.name)).not.toHaveAccessibleName(/Changed:/);
  await expect(entry(keyed.name)).not.toHaveAccessibleName(/Changed:/);
});

test("after a large import the list shows the newest changes and says how many more; 'Acknowledge all' clears those too", async ({
  browser,
  adminApi,
}, testInfo) => {
  await viewerSeesEverything();
  // The administrator imports more bookings than one answer lists (200).
  const customer = unique("Bulk Co");
  const lines = Array.from(
    { length: 205 },
    (_, i) => `${customer},Csv Pad A,Csv Pad B,AW139,${addDays("2047-01-01", i)},0900,1`,
  );
  const { uploadURL } = await (await adminApi.post("/api/csv/upload-url")).json();
  await adminApi.put(uploadURL, {
    headers: { "content-type": "text/csv" },
    data: `Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours\n${lines.join("\n")}\n`,
  });
  const imported = await adminApi.post("/api/csv/process", { data: { csvUrl: uploadURL } });
  expect((await imported.json()).stats).toMatchObject({ createdBookings: 205 });

  const watcher = await session(browser, testInfo, users.viewer);
  // Every one is counted in the header, though only the newest are listed.
  await expect(count(watcher)).toHaveText(/^(20[5-9]|2[1-9]\d|[3-9]\d\d) changes$/);
  await count(watcher).click();
  const list = watcher.getByRole("dialog", { name: "Changes by others" });
  await expect(list.getByText(/^and \d+ more$/)).toBeVisible();
  await list.getByRole("button", { name: "Acknowledge all" }).click();
  await expect(list).toHaveCount(0);
  const flagged = (await (await watcher.request.get("/api/change-flags")).json()) as ChangeFlags;
  expect(flagged.flags.filter((flag) => flag.label.startsWith(customer))).toEqual([]);
  expect(flagged.more).toBe(0);
  await watcher.context().close();
});
