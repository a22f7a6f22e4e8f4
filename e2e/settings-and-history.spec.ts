import AxeBuilder from "@axe-core/playwright";
import {
  afterFrames,
  expect,
  openMonth,
  recordWrites,
  row,
  signIn,
  test,
  unique,
} from "./support/fixtures.ts";
import { filterList, toast } from "./support/ui.ts";

test.describe("settings and history (docs/decisions/016)", () => {
  test("admin adds a user with a generated password, who then signs in; a read-only user sees no users", async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await page.getByRole("link", { name: "Settings" }).click();
    const username = unique("pilot").replace(" ", "-");
    const form = page.getByRole("form", { name: "Add user" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Name", { exact: true }).fill("Pat Pilot");
    await form.getByLabel("Can edit").uncheck();
    await form.getByRole("button", { name: "Add user" }).click();
    const note = page.getByRole("status").filter({ hasText: `Password for ${username}` });
    await expect(note).toBeVisible();
    const password = (await note.locator("code").textContent()) ?? "";
    expect(password).toMatch(/^\S{16}$/);
    await expect(
      page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: username }),
    ).toContainText("Never");

    const other = await browser.newPage();
    await other.goto("/");
    await other.getByLabel("Username").fill(username);
    await other.getByLabel("Password").fill(password);
    await other.getByRole("button", { name: "Sign In" }).click();
    await expect(other.getByText("Read-only", { exact: true })).toBeVisible();
    await other.getByRole("link", { name: "Settings" }).click();
    await expect(other.getByRole("region", { name: "Customers" })).toBeVisible();
    await expect(other.getByRole("heading", { name: "Users" })).toHaveCount(0);
    await expect(other.getByRole("button", { name: /^Add / })).toHaveCount(0);
    await other.close();

    // Their sign-in shows on the live list.
    await expect(
      page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: username }),
    ).not.toContainText("Never");
  });

  test("rename and recolour a customer, and merge a duplicate into it", async ({ page, data }) => {
    const kept = await data.customer(unique("Bristow"), "#2563EB");
    const duplicate = await data.customer(`${kept.name} Dup`, "#16A34A");
    const booking = await data.booking({ customerId: duplicate.id, startDate: "2043-02-10" });
    await signIn(page);
    await page.goto("/settings");
    const customers = await filterList(page, "Customers", kept.name);

    const renamed = `${kept.name} Offshore`;
    const name = customers.getByLabel(`Name of ${kept.name}`, { exact: true });
    await name.fill(renamed);
    await name.press("Enter");
    await expect(toast(page, "Customer saved")).toBeVisible();
    await expect(customers.getByLabel(`Name of ${renamed}`)).toHaveValue(renamed);
    await customers.getByLabel(`Colour of ${renamed}`).fill("#dc2626");
    await customers
      .getByRole("listitem")
      .filter({ has: page.getByLabel(`Name of ${renamed}`) })
      .getByRole("button", { name: "Save" })
      .click();
    await expect(customers.getByLabel(`Colour of ${renamed}`)).toHaveValue("#dc2626");

    // A row's merge list gets its options when it takes the focus, as it does by mouse or by Tab.
    const mergeInto = customers.getByLabel(`Merge ${duplicate.name} into`);
    await mergeInto.focus();
    await mergeInto.selectOption({ label: renamed });
    await customers
      .getByRole("listitem")
      .filter({ has: page.getByLabel(`Merge ${duplicate.name} into`) })
      .getByRole("button", { name: "Merge" })
      .click();
    // It asks first, naming what moves where (docs/decisions/023).
    const ask = page.getByRole("dialog", {
      name: `Move 1 booking from ${duplicate.name} to ${renamed} and remove ${duplicate.name}?`,
    });
    await ask.getByRole("button", { name: "Merge" }).click();
    await expect(toast(page, `${duplicate.name} merged into ${renamed}: 1 booking moved`)).toBeVisible();
    await expect(customers.getByLabel(`Name of ${duplicate.name}`)).toHaveCount(0);
    const [moved] = (await data.bookings("2043-02-10", "2043-02-10")).filter((b) => b.id === booking.id);
    expect(moved?.customer).toEqual({ id: kept.id, name: renamed, color: "#DC2626" });
  });

  test("a list of hundreds renders the rows in view; the filter finds any; an edit begun is kept while scrolling", async ({
    page,
    data,
  }) => {
    const tag = unique("Long list");
    const names = Array.from({ length: 150 }, (_, i) => `${tag} ${String(i + 1).padStart(3, "0")}`);
    for (let i = 0; i < names.length; i += 25) {
      await Promise.all(names.slice(i, i + 25).map((name) => data.location(name)));
    }
    await signIn(page);
    await page.goto("/settings");
    const locations = await filterList(page, "Locations", tag);
    const list = locations.getByRole("list", { name: "Locations" });
    await expect(list.getByLabel(`Name of ${names[0]}`)).toBeVisible();
    // 150 match; far fewer are in the page.
    expect(await list.getByRole("listitem").count()).toBeLessThan(60);
    await expect(list.getByLabel(`Name of ${names[149]}`)).toHaveCount(0);

    // An edit begun in the first row, not yet saved, survives scrolling it out of view and back.
    await list.getByLabel(`Name of ${names[0]}`).fill(`${names[0]} typed`);
    const scroller = list.locator("xpath=..");
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(list.getByLabel(`Name of ${names[149]}`)).toBeVisible();
    await scroller.evaluate((element) => element.scrollTo(0, 0));
    await expect(list.getByLabel(`Name of ${names[0]}`)).toHaveValue(`${names[0]} typed`);

    await filterList(page, "Locations", names[76]!);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByLabel(`Name of ${names[76]}`)).toBeVisible();
    await filterList(page, "Locations", `${tag} none such`);
    await expect(locations.getByText(`No locations match '${tag} none such'.`)).toBeVisible();
  });

  test("Enter on an unchanged row writes nothing, and Escape puts a typed name back", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Steady Co"));
    await signIn(page);
    await page.goto("/settings");
    const name = (await filterList(page, "Customers", customer.name)).getByLabel(`Name of ${customer.name}`);
    const writes = recordWrites(page);
    await name.press("Enter");
    await name.fill(`${customer.name} typo`);
    await name.press("Escape");
    await expect(name).toHaveValue(customer.name);
    await name.press("Enter");
    await afterFrames(page);
    expect(writes).toEqual([]);
  });

  test("an edit shows in the booking's history in the Edit Booking dialog", async ({ page, data }) => {
    const customer = await data.customer(unique("History Co"));
    const booking = await data.booking({
      customerId: customer.id,
      startDate: "2043-03-10",
      endDate: "2043-03-11",
    });
    await data.api.patch(`/api/bookings/${booking.id}/daily-details/2043-03-11/remarks`, {
      data: { remarks: "Crew change" },
    });
    await signIn(page);
    await openMonth(page, "2043-03", "March 2043");
    await row(page, "10/03/43", customer.name).getByRole("button", { name: "Edit booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Booking" });
    await expect(
      dialog.getByText(/^Created by Administrator on .*, last changed by Administrator on /),
    ).toBeVisible();
    const history = dialog.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText("Administrator changed this booking");
    await expect(history).toContainText("Remarks on 11/03/43: '--' → 'Crew change'");
    await expect(history).toContainText("Administrator created this booking");
  });

  test("Undo and Restore onto an aircraft taken meanwhile ask first, naming the clash (docs/decisions/042)", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Taken Co"));
    const aw139 = await data.aircraftType("AW139");
    const plane = aw139.aircraft[0]!;
    const flight = { aircraftTypeId: aw139.id, allocatedAircraftId: plane.id, startDate: "2043-05-12" };
    await data.booking({ ...flight, customerId: customer.id, departureTime: "0900", expectedHours: "2" });
    await signIn(page);
    await openMonth(page, "2043-05", "May 2043");
    const bookingRow = row(page, "12/05/43", customer.name);
    await bookingRow.getByRole("button", { name: "Delete booking" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete booking?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(bookingRow).toHaveCount(0);
    // Meanwhile another desk books the same aircraft an hour later.
    const other = await data.customer(unique("Meanwhile Co"));
    await data.booking({ ...flight, customerId: other.id, departureTime: "1000", expectedHours: "1" });

    await toast(page, "Booking deleted successfully").getByRole("button", { name: "Undo" }).click();
    const question = page.getByRole("dialog", { name: "This change adds a clash" });
    await expect(question).toContainText(plane.registration);
    await expect(question).toContainText(other.name);
    await expect(question.getByRole("button", { name: "Restore anyway" })).toBeVisible();
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toHaveCount(0);
    await expect(toast(page, "Booking restored")).toHaveCount(0);
    await expect(bookingRow).toHaveCount(0);

    await page.getByRole("link", { name: "Activity" }).click();
    await page.getByLabel("Kind").selectOption("booking");
    await page
      .getByRole("list", { name: "Changes" })
      .getByRole("listitem")
      .filter({ hasText: `deleted booking ${customer.name}` })
      .getByRole("button", { name: "Restore" })
      .click();
    await question.getByRole("button", { name: "Restore anyway" }).click();
    await expect(toast(page, "Booking restored")).toBeVisible();
    expect(
      (await data.bookings("2043-05-12", "2043-05-12")).filter((b) => b.customerId === customer.id),
    ).toHaveLength(1);
  });

  test("delete, Undo from the toast, delete again and Restore from Activity", async ({ page, data }) => {
    const customer = await data.customer(unique("Undo Co"));
    await data.booking({ customerId: customer.id, startDate: "2043-04-14" });
    await signIn(page);
    await openMonth(page, "2043-04", "April 2043");
    const bookingRow = row(page, "14/04/43", customer.name);

    await bookingRow.getByRole("button", { name: "Delete booking" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete booking?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(bookingRow).toHaveCount(0);
    await toast(page, "Booking deleted successfully").getByRole("button", { name: "Undo" }).click();
    await expect(toast(page, "Booking restored")).toBeVisible();
    await expect(bookingRow).toHaveCount(1);

    await bookingRow.getByRole("button", { name: "Delete booking" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete booking?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(bookingRow).toHaveCount(0);

    await page.getByRole("link", { name: "Activity" }).click();
    await page.getByLabel("Kind").selectOption("booking");
    const entry = page
      .getByRole("list", { name: "Changes" })
      .getByRole("listitem")
      .filter({ hasText: `deleted booking ${customer.name}` })
      .first();
    await entry.getByRole("button", { name: "Restore" }).click();
    await expect(toast(page, "Booking restored")).toBeVisible();
    // The list follows the booking: neither delete (undone, then restored) offers Restore any more.
    const deletes = page
      .getByRole("list", { name: "Changes" })
      .getByRole("listitem")
      .filter({ hasText: `deleted booking ${customer.name}` });
    await expect(deletes).toHaveCount(2);
    await expect(deletes.getByRole("button", { name: "Restore" })).toHaveCount(0);
    await expect(
      page
        .getByRole("list", { name: "Changes" })
        .getByRole("listitem")
        .filter({ hasText: `restored booking ${customer.name}` }),
    ).toHaveCount(2);
    await page
      .getByRole("list", { name: "Changes" })
      .getByRole("listitem")
      .filter({ hasText: `restored booking ${customer.name}` })
      .first()
      .getByRole("link", { name: "Open month" })
      .click();
    await expect(page.getByRole("heading", { name: "April 2043" })).toBeVisible();
    await expect(bookingRow).toHaveCount(1);
  });

  test("a date change that removed a day offers Restore days in Activity, which puts the day back with its details (docs/decisions/043)", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Moved Co"));
    const booking = await data.booking({
      customerId: customer.id,
      startDate: "2043-05-12",
      endDate: "2043-05-13",
    });
    const secondDay = `/api/bookings/${booking.id}/daily-details/2043-05-13`;
    await data.api.patch(`${secondDay}/remarks`, { data: { remarks: "Second day crew" } });
    const moved = await data.api.put(`/api/bookings/${booking.id}`, {
      data: {
        customerId: customer.id,
        aircraftTypeId: booking.aircraftTypeId,
        departureId: booking.departureId,
        startDate: "2043-05-12",
        endDate: "2043-05-12",
      },
    });
    expect(moved.ok()).toBe(true);

    await signIn(page);
    await page.getByRole("link", { name: "Activity" }).click();
    const entry = page
      .getByRole("list", { name: "Changes" })
      .getByRole("listitem")
      .filter({ has: page.getByText("Day removed: 13/05/43 TBC, 0.00 h, remarks 'Second day crew'") });
    await entry.getByRole("button", { name: "Restore days" }).click();
    await expect(toast(page, "Days restored")).toBeVisible();
    // The restore is the booking's newest change now: the older one no longer offers it.
    await expect(entry.getByRole("button", { name: "Restore days" })).toHaveCount(0);
    const restored = (await data.bookings("2043-05-12", "2043-05-13")).find((b) => b.id === booking.id);
    expect(restored?.endDate).toBe("2043-05-13");
    expect(restored?.dailyDetails.find((day) => day.date === "2043-05-13")?.remarks).toBe("Second day crew");
  });
});

test("Settings and Activity have no serious or critical accessibility violations", async ({ page }) => {
  await signIn(page);
  // Each page once its lists have arrived (the live-refresh stream stays open, so the network never idles).
  const loaded = {
    "/settings": page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: "admin" }),
    "/activity": page.getByRole("list", { name: "Changes" }).or(page.getByText("Nothing recorded matches")),
  };
  for (const [path, shown] of Object.entries(loaded)) {
    await page.goto(path);
    await expect(shown.first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(" ")),
      }));
    expect(serious, path).toEqual([]);
  }
});
