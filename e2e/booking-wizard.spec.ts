import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { Customer, Location } from "../src/shared/reference-data.ts";
import { expect, openMonth, row, signIn, test, unique, users } from "./support/fixtures.ts";
import { choose, toast } from "./support/ui.ts";

/**
 * The Create Booking wizard (product §2, §4, §5, §8) end to end. Each test works in a month of its own
 * (2032) with customers and locations no other test uses.
 */

const STEP = (n: number) => `Step ${n} of 3 - Fill in the details below to create a new flight booking`;

async function openWizard(page: Page, opener: Locator = page.getByRole("button", { name: "New Booking" })) {
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Create Booking" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Start Date")).toBeFocused();
  return dialog;
}

const next = (dialog: Locator) => dialog.getByRole("button", { name: "Next" });

/** The browser's today as its date fields show it, `dd/mm/yyyy`. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${String(now.getDate()).padStart(2, "0")}/${String(now.getMonth() + 1).padStart(2, "0")}/${now.getFullYear()}`;
  });

/**
 * Makes the app see an empty database: no bookings, and only the customers and locations this test
 * creates through the wizard (which still go to the real server).
 */
async function asIfEmpty(page: Page) {
  const created: { customers: Customer[]; locations: Location[] } = { customers: [], locations: [] };
  for (const kind of ["customers", "locations"] as const) {
    await page.route(`**/api/${kind}`, async (route) => {
      if (route.request().method() === "GET") return route.fulfill({ json: created[kind] });
      const response = await route.fetch();
      if (response.ok()) created[kind].push(await response.json());
      return route.fulfill({ response });
    });
  }
  // The table asks for its month with the viewer's change flags (docs/decisions/031).
  await page.route(/\/api\/bookings(\?.*)?$/, (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const withFlags = new URL(route.request().url()).searchParams.get("include") === "flags";
    return route.fulfill({ json: withFlags ? { bookings: [], flags: [] } : [] });
  });
}

test.describe("Create Booking wizard", () => {
  test("creates a single-day and a multi-day booking through all three steps; every day shows in the table", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Wizard Air"), "#7C3AED");
    const departure = await data.location(unique("EGNJ Wizard Base"));
    const destination = await data.location(unique("Wizard Rig"));
    const aw139 = await data.aircraftType("AW139");
    const registration = aw139.aircraft[0]!.registration;

    await signIn(page, users.admin);
    await openMonth(page, "2032-03", "March 2032");

    // A single day, with every field filled in.
    let dialog = await openWizard(page);
    await expect(dialog.getByText(STEP(1))).toBeVisible();
    await dialog.getByLabel("Start Date").fill("10/03/2032");
    await expect(dialog.getByLabel("End Date")).toHaveValue("10/03/2032");
    await choose(page, dialog, "Select Customer", customer.name);
    await choose(page, dialog, "Booking Status", "Pending");
    await next(dialog).click();

    await expect(dialog.getByText(STEP(2))).toBeVisible();
    await choose(page, dialog, "Departure", departure.name);
    await choose(page, dialog, "Destination", destination.name);
    await choose(page, dialog, "Aircraft Type", "AW139");
    // Each aircraft with its availability over the booking's dates (docs/decisions/015).
    await choose(page, dialog, "Specific Aircraft (optional)", `${registration} — free`);
    await next(dialog).click();

    await expect(dialog.getByText(STEP(3))).toBeVisible();
    await dialog.getByLabel("Departure Time (optional)").fill("08:30");
    await dialog.getByLabel("Expected Hours (optional)").fill("1.5");
    await dialog.getByLabel("Remarks (optional)").fill("Crew change");
    await dialog.getByRole("button", { name: "Create Booking" }).click();

    await expect(toast(page, "Booking created successfully")).toContainText("Success");
    await expect(dialog).toBeHidden();
    const single = row(page, "10/03/32", customer.name);
    await expect(single).toHaveCount(1);
    for (const text of [
      departure.name,
      destination.name,
      "AW139",
      registration,
      "08:30",
      "1.50",
      "Crew change",
      "Pending",
    ]) {
      await expect(single).toContainText(text);
    }

    // Three days, flight details left blank: sent as 'TBC' and '0'.
    dialog = await openWizard(page);
    await expect(dialog.getByText(STEP(1))).toBeVisible();
    await dialog.getByLabel("Start Date").fill("12/03/2032");
    await dialog.getByLabel("End Date").fill("14/03/2032");
    // Pre-filled from the booking just made.
    await expect(dialog.getByLabel("Select Customer")).toContainText(customer.name);
    await next(dialog).click();
    await expect(dialog.getByRole("combobox", { name: "Departure", exact: true })).toContainText(
      departure.name,
    );
    await expect(dialog.getByRole("combobox", { name: "Destination", exact: true })).toContainText(
      destination.name,
    );
    await expect(dialog.getByRole("combobox", { name: "Aircraft Type", exact: true })).toContainText("AW139");
    // The specific aircraft is not carried over.
    await expect(dialog.getByLabel("Specific Aircraft (optional)")).toContainText(
      "Any aircraft of this type",
    );
    await next(dialog).click();
    const request = page.waitForRequest((r) => r.url().endsWith("/api/bookings") && r.method() === "POST");
    await dialog.getByRole("button", { name: "Create Booking" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      startDate: "2032-03-12",
      endDate: "2032-03-14",
      customerId: customer.id,
      departureTime: "TBC",
      expectedHours: "0",
    });
    await expect(dialog).toBeHidden();
    for (const day of ["12/03/32", "13/03/32", "14/03/32"]) {
      await expect(row(page, day, customer.name)).toHaveCount(1);
      await expect(row(page, day, customer.name)).toContainText("TBC");
    }
    await expect(row(page, "11/03/32", customer.name)).toHaveCount(0);
    await expect(row(page, "15/03/32", customer.name)).toHaveCount(0);
  });

  test("marks what it pre-filled from the last booking, and step 3 shows everything Create will write (docs/decisions/042)", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Last Co"));
    const base = await data.location(unique("EGNJ Last Base"));
    const rig = await data.location(unique("Last Rig"));
    const today = new Date().toISOString().slice(0, 10);
    await data.booking({
      customerId: customer.id,
      departureId: base.id,
      destinationId: rig.id,
      aircraftTypeId: (await data.aircraftType("AW169")).id,
      startDate: today,
    });
    await signIn(page);
    await expect(page.locator("tbody tr").filter({ hasText: customer.name }).first()).toBeVisible();
    const dialog = await openWizard(page);
    await expect(
      dialog.getByText("Pre-filled from the last booking: Customer. Check before you go on."),
    ).toBeVisible();
    await dialog.getByLabel("Start Date").fill("03/12/2030");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(
      dialog.getByText(
        "Pre-filled from the last booking: Departure, Destination, Aircraft Type. Check before you go on.",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Departure Time (optional)").fill("0930");
    await dialog.getByLabel("Expected Hours (optional)").fill("2:30");
    const summary = dialog.getByRole("region", { name: "Booking to create" });
    await expect(summary.locator("dd")).toHaveText([
      customer.name,
      "Tue 3 Dec 2030",
      `${base.name} → ${rig.name}`,
      "AW169",
      "None (allocate later)",
      "0930",
      "2.50 a day",
      "Pending",
    ]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  test("expected hours read a decimal comma, and above 12 on a day ask once before creating", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Comma Air"));
    const departure = await data.location(unique("Comma Base"));
    const destination = await data.location(unique("Comma Rig"));
    await signIn(page, users.admin);
    await openMonth(page, "2032-04", "April 2032");

    const fillUpToHours = async (startDate: string, hours: string) => {
      const dialog = await openWizard(page);
      await dialog.getByLabel("Start Date").fill(startDate);
      await choose(page, dialog, "Select Customer", customer.name);
      await choose(page, dialog, "Booking Status", "Pending");
      await next(dialog).click();
      await choose(page, dialog, "Departure", departure.name);
      await choose(page, dialog, "Destination", destination.name);
      await choose(page, dialog, "Aircraft Type", "AW139");
      await next(dialog).click();
      const field = dialog.getByLabel("Expected Hours (optional)");
      await field.pressSequentially(hours);
      // Every key stays: a number input would have dropped the comma.
      await expect(field).toHaveValue(hours);
      return dialog;
    };

    let dialog = await fillUpToHours("2032-04-06", "2,5");
    let request = page.waitForRequest((r) => r.url().endsWith("/api/bookings") && r.method() === "POST");
    await dialog.getByRole("button", { name: "Create Booking" }).click();
    expect((await request).postDataJSON()).toMatchObject({ expectedHours: "2.50" });
    await expect(dialog).toBeHidden();
    await expect(row(page, "06/04/32", customer.name)).toContainText("2.50");

    dialog = await fillUpToHours("2032-04-07", "12,5");
    await dialog.getByRole("button", { name: "Create Booking" }).click();
    const question = page.getByRole("dialog", { name: "12.50 hours on one day?" });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Cancel" }).click();
    // Back in the wizard with nothing created; the second try saves once confirmed.
    await expect(dialog.getByLabel("Expected Hours (optional)")).toHaveValue("12,5");
    request = page.waitForRequest((r) => r.url().endsWith("/api/bookings") && r.method() === "POST");
    await dialog.getByRole("button", { name: "Create Booking" }).click();
    await question.getByRole("button", { name: "Save 12.50 hours" }).click();
    expect((await request).postDataJSON()).toMatchObject({ expectedHours: "12.50" });
    await expect(dialog).toBeHidden();
    await expect(row(page, "07/04/32", customer.name)).toContainText("12.50");
    await expect(row(page, "07/04/32", customer.name)).toHaveCount(1);
  });

  test("Next is disabled until each step's values are present, on an empty database, with a customer and locations added in place", async ({
    page,
  }) => {
    await signIn(page, users.admin);
    await asIfEmpty(page);
    await page.evaluate(() => localStorage.setItem("scheduler.month", "2032-04"));
    await page.reload();

    const dialog = await openWizard(page, page.getByRole("button", { name: "Create your first booking" }));
    const today = await browserToday(page);
    await expect(dialog.getByLabel("Start Date")).toHaveValue(today);
    await expect(dialog.getByLabel("End Date")).toHaveValue(today);
    await expect(dialog.getByLabel("Booking Status")).toContainText("Pending");
    await expect(next(dialog)).toBeDisabled();
    await expect(dialog.getByText("To continue, fill in: Customer")).toBeVisible();

    // 'Add New Customer': Add is enabled only for a name that is not blank; the colour defaults to #3B82F6.
    await dialog.getByLabel("Select Customer").click();
    await page.getByRole("option", { name: "Add New Customer" }).click();
    const name = dialog.getByLabel("Customer name");
    await expect(name).toBeFocused();
    await expect(dialog.getByLabel("Colour")).toHaveValue("#3b82f6");
    const add = dialog.getByRole("button", { name: "Add", exact: true });
    await expect(add).toBeDisabled();
    await name.fill("   ");
    await expect(add).toBeDisabled();
    const customerName = unique("First Customer");
    await name.fill(`  ${customerName}  `);
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/customers") && r.method() === "POST");
    await add.click();
    expect((await posted).postDataJSON()).toEqual({ name: customerName, color: "#3B82F6" });
    await expect(dialog.getByLabel("Select Customer")).toContainText(customerName);
    await expect(name).toBeHidden();
    await expect(next(dialog)).toBeEnabled();

    // An empty date is missing too.
    await dialog.getByLabel("End Date").fill("");
    await expect(next(dialog)).toBeDisabled();
    await dialog.getByLabel("End Date").fill(today);
    await next(dialog).click();

    // Step 2 needs departure, destination and aircraft type, whatever step 1 holds.
    await expect(dialog.getByText(STEP(2))).toBeVisible();
    await expect(next(dialog)).toBeDisabled();
    await expect(
      dialog.getByText("To continue, fill in: Departure, Destination, Aircraft Type"),
    ).toBeVisible();

    const departureName = unique("EGXX New Base");
    await dialog.getByRole("button", { name: "Add Location" }).click();
    await expect(dialog.getByRole("radio", { name: "Departure" })).toBeChecked();
    await dialog.getByLabel("Location name").fill(departureName);
    await dialog.getByLabel("Location name").press("Enter");
    await expect(dialog.getByRole("combobox", { name: "Departure", exact: true })).toContainText(
      departureName,
    );
    await expect(next(dialog)).toBeDisabled();

    const destinationName = unique("New Rig");
    await dialog.getByRole("button", { name: "Add Location" }).click();
    await expect(dialog.getByRole("radio", { name: "Destination" })).toBeChecked();
    await dialog.getByLabel("Location name").fill(destinationName);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("combobox", { name: "Destination", exact: true })).toContainText(
      destinationName,
    );
    await expect(next(dialog)).toBeDisabled();
    await expect(dialog.getByText("To continue, fill in: Aircraft Type")).toBeVisible();

    await choose(page, dialog, "Aircraft Type", "EC135");
    await expect(next(dialog)).toBeEnabled();
    await next(dialog).click();

    // Step 3 always passes.
    await expect(dialog.getByText(STEP(3))).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create Booking" })).toBeEnabled();

    // Previous keeps what was chosen.
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByRole("combobox", { name: "Departure", exact: true })).toContainText(
      departureName,
    );
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByLabel("Select Customer")).toContainText(customerName);
  });

  test("a duplicate name says so in place; other failures show the server's text or the default", async ({
    page,
    data,
  }) => {
    const existing = await data.customer(unique("Duplicate Co"));
    const location = await data.location(unique("Duplicate Pad"));
    await signIn(page, users.admin);
    const dialog = await openWizard(page);

    await dialog.getByLabel("Select Customer").click();
    await page.getByRole("option", { name: "Add New Customer" }).click();
    await dialog.getByLabel("Customer name").fill(existing.name.toUpperCase());
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Customer already exists");
    await expect(dialog.getByRole("alert")).toHaveClass(/text-red-600/);

    await page.route("**/api/customers", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
    );
    await dialog.getByLabel("Customer name").fill(unique("Another Co"));
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to add customer");
    await dialog.getByRole("button", { name: "Cancel", exact: true }).first().click();
    await expect(dialog.getByLabel("Customer name")).toBeHidden();

    await choose(page, dialog, "Select Customer", existing.name);
    await next(dialog).click();
    await dialog.getByRole("button", { name: "Add Location" }).click();
    await dialog.getByLabel("Location name").fill(` ${location.name.toLowerCase()} `);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Location already exists");

    await page.route("**/api/locations", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 403, json: { error: "Read-only mode" } })
        : route.fallback(),
    );
    await dialog.getByLabel("Location name").fill(unique("Yet Another Pad"));
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Read-only mode");
  });

  test("is pre-filled from the most recent booking, with 'Pending' and today's date", async ({
    page,
    data,
  }) => {
    const ec135 = await data.aircraftType("EC135");
    const older = await data.booking({ startDate: "2032-05-03" });
    const latestCustomer = await data.customer(unique("Latest Co"));
    const latestDeparture = await data.location(unique("EGNH Latest"));
    const latestDestination = await data.location(unique("Latest Rig"));
    const confirmed = await data.status("Confirmed");
    await data.booking({
      startDate: "2032-05-01",
      customerId: latestCustomer.id,
      aircraftTypeId: ec135.id,
      departureId: latestDeparture.id,
      destinationId: latestDestination.id,
      bookingStatusId: confirmed.id,
    });
    expect(older.customer.name).not.toBe(latestCustomer.name);

    await signIn(page, users.admin);
    await openMonth(page, "2032-05", "May 2032");
    const dialog = await openWizard(page);
    const today = await browserToday(page);
    await expect(dialog.getByLabel("Start Date")).toHaveValue(today);
    await expect(dialog.getByLabel("End Date")).toHaveValue(today);
    await expect(dialog.getByLabel("Select Customer")).toContainText(latestCustomer.name);
    // The status is 'Pending', not the latest booking's.
    await expect(dialog.getByLabel("Booking Status")).toContainText("Pending");
    await next(dialog).click();
    await expect(dialog.getByRole("combobox", { name: "Departure", exact: true })).toContainText(
      latestDeparture.name,
    );
    await expect(dialog.getByRole("combobox", { name: "Destination", exact: true })).toContainText(
      latestDestination.name,
    );
    await expect(dialog.getByRole("combobox", { name: "Aircraft Type", exact: true })).toContainText("EC135");

    // Each opening starts afresh at step 1.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "New Booking" })).toBeFocused();
    const again = await openWizard(page);
    await expect(again.getByText(STEP(1))).toBeVisible();
  });

  test("the end date follows the start date and cannot be set before it", async ({ page }) => {
    await signIn(page, users.admin);
    const dialog = await openWizard(page);
    const start = dialog.getByLabel("Start Date");
    const end = dialog.getByLabel("End Date");

    await start.fill("10/06/2032");
    await expect(end).toHaveValue("10/06/2032");

    await end.fill("15/06/2032");
    await start.fill("12/06/2032");
    await expect(end).toHaveValue("15/06/2032");
    await start.fill("20/06/2032");
    await expect(end).toHaveValue("20/06/2032");

    await end.fill("");
    await start.fill("21/06/2032");
    await expect(end).toHaveValue("21/06/2032");

    // The end's calendar offers no day before the start.
    await dialog.getByRole("button", { name: "Open calendar" }).nth(1).click();
    const calendar = page.getByRole("dialog", { name: "Calendar" });
    await expect(calendar.getByRole("button", { name: /Sunday, 20 June 2032/ })).toBeDisabled();
    await expect(calendar.getByRole("button", { name: /Monday, 21 June 2032/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(end).toBeFocused();
  });

  test("typing a start date key by key keeps a one-day booking one day, shown before Create", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("One Day Co"));
    await data.booking({ startDate: "2032-12-01", customerId: customer.id });
    await signIn(page, users.admin);
    await openMonth(page, "2032-12", "December 2032");
    const dialog = await openWizard(page);
    const start = dialog.getByLabel("Start Date");
    const end = dialog.getByLabel("End Date");
    // Start and end both on one day, then the start typed over key by key, as a person types it:
    // on the way it reads 26/12 for a moment, which must not pull the end there.
    await start.fill("26/11/2032");
    await expect(end).toHaveValue("26/11/2032");
    await start.selectText();
    await page.keyboard.type("10/12/2032");
    await expect(end).toHaveValue("10/12/2032");
    await next(dialog).click();
    await next(dialog).click();
    await expect(dialog.getByText(STEP(3))).toBeVisible();
    await expect(dialog.getByText("1 day, Fri 10 Dec 2032")).toBeVisible();
    const request = page.waitForRequest((r) => r.url().endsWith("/api/bookings") && r.method() === "POST");
    await dialog.getByRole("button", { name: "Create Booking" }).click();
    expect((await request).postDataJSON()).toMatchObject({ startDate: "2032-12-10", endDate: "2032-12-10" });
    await expect(dialog).toBeHidden();
    // The closed wizard hands focus back to New Booking when its closing ends; opened again before that,
    // the hand-back could land after the new wizard had focused its Start Date.
    await expect(page.getByRole("button", { name: "New Booking" })).toBeFocused();

    // A longer booking says so on step 3 too, and a one-day one follows its start back as well.
    const again = await openWizard(page);
    await again.getByLabel("Start Date").fill("26/12/2032");
    await again.getByLabel("Start Date").fill("10/12/2032");
    await expect(again.getByLabel("End Date")).toHaveValue("10/12/2032");
    await again.getByLabel("End Date").fill("26/12/2032");
    await next(again).click();
    await next(again).click();
    await expect(again.getByText("17 days, Fri 10 Dec 2032 – Sun 26 Dec 2032")).toBeVisible();
  });

  test("a booking made in another month offers to open that month, with its rows highlighted", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Other Month Air"));
    const departure = await data.location(unique("Other Month Base"));
    const destination = await data.location(unique("Other Month Rig"));
    await data.booking({ startDate: "2033-02-10", customerId: customer.id });
    await signIn(page, users.admin);
    await openMonth(page, "2033-02", "February 2033");

    const create = async (start: string, end: string) => {
      const dialog = await openWizard(page);
      await dialog.getByLabel("Start Date").fill(start);
      await dialog.getByLabel("End Date").fill(end);
      await choose(page, dialog, "Select Customer", customer.name);
      await choose(page, dialog, "Booking Status", "Pending");
      await next(dialog).click();
      await choose(page, dialog, "Departure", departure.name);
      await choose(page, dialog, "Destination", destination.name);
      await choose(page, dialog, "Aircraft Type", "AW139");
      await next(dialog).click();
      const response = page.waitForResponse(
        (r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Create Booking" }).click();
      const booking: { id: number } = await (await response).json();
      await expect(dialog).toBeHidden();
      return booking;
    };

    // Two months ahead of the month shown: the table stays, and the toast offers to go there.
    const april = await create("14/04/2033", "15/04/2033");
    const created = toast(page, "Booking created successfully");
    await expect(page.getByRole("heading", { name: "February 2033" })).toBeVisible();
    await created.getByRole("button", { name: "Open April 2033" }).click();
    await expect(page.getByRole("heading", { name: "April 2033" })).toBeVisible();
    const rows = page.locator(`tbody tr[data-booking-id="${april.id}"]`);
    await expect(rows).toHaveCount(2);
    for (const dayRow of await rows.all()) await expect(dayRow).toHaveAttribute("data-found", "true");

    // In the month shown: the plain success toast, with nothing to open.
    await create("20/04/2033", "20/04/2033");
    const plain = toast(page, "Booking created successfully");
    await expect(plain).toContainText("Success");
    await expect(plain.getByRole("button", { name: /^Open / })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "April 2033" })).toBeVisible();
  });

  test("changing the aircraft type clears the specific aircraft, which lists only aircraft of the type", async ({
    page,
    data,
  }) => {
    const aw139 = await data.aircraftType("AW139");
    const aw169 = await data.aircraftType("AW169");
    await data.booking({ startDate: "2032-07-01", aircraftTypeId: aw139.id });
    await signIn(page, users.admin);
    await openMonth(page, "2032-07", "July 2032");
    const dialog = await openWizard(page);
    // A date of this test's own, where every aircraft is free (docs/decisions/015 lists availability).
    await dialog.getByLabel("Start Date").fill("01/07/2032");
    await next(dialog).click();

    await dialog.getByLabel("Specific Aircraft (optional)").click();
    const options = page.getByRole("option");
    await expect(options).toHaveText([
      "Any aircraft of this type",
      ...aw139.aircraft.map((plane) => `${plane.registration} — free`).sort(),
    ]);
    await page.getByRole("option", { name: aw139.aircraft[0]!.registration }).click();

    await choose(page, dialog, "Aircraft Type", "AW169");
    await expect(dialog.getByLabel("Specific Aircraft (optional)")).toContainText(
      "Any aircraft of this type",
    );
    await dialog.getByLabel("Specific Aircraft (optional)").click();
    await expect(options).toHaveText([
      "Any aircraft of this type",
      ...aw169.aircraft.map((plane) => `${plane.registration} — free`).sort(),
    ]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
  });

  test("a server failure shows its toast and keeps the dialog open with the entered values; closing waits for the request", async ({
    page,
    data,
  }) => {
    await data.booking({ startDate: "2032-08-01" });
    await signIn(page, users.admin);
    await openMonth(page, "2032-08", "August 2032");

    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/bookings", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await answered;
      await route.fulfill({ status: 500, json: { error: "The database is not answering" } });
    });

    const dialog = await openWizard(page);
    await dialog.getByLabel("Start Date").fill("20/08/2032");
    await next(dialog).click();
    await next(dialog).click();
    await dialog.getByLabel("Remarks (optional)").fill("Keep this text");
    // Enter in a step 3 field does not create.
    await dialog.getByLabel("Remarks (optional)").press("Enter");
    await expect(dialog.getByRole("button", { name: "Create Booking" })).toBeEnabled();

    await dialog.getByRole("button", { name: "Create Booking" }).click();
    const creating = dialog.getByRole("button", { name: "Creating..." });
    await expect(creating).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.mouse.click(20, 980);
    await expect(dialog).toBeVisible();

    answer();
    await expect(toast(page, "The database is not answering")).toContainText("Error");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create Booking" })).toBeEnabled();
    await expect(dialog.getByLabel("Remarks (optional)")).toHaveValue("Keep this text");
    await dialog.getByRole("button", { name: "Previous" }).click();
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByLabel("Start Date")).toHaveValue("20/08/2032");

    // Clicking outside never closes it; Escape does once nothing is pending (and no toast is above it).
    await page.mouse.click(20, 980);
    await expect(dialog).toBeVisible();
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("works from the keyboard alone", async ({ page, data }) => {
    const customer = await data.customer(unique("Keyboard Co"));
    await data.booking({ startDate: "2032-09-01", customerId: customer.id });
    await signIn(page, users.admin);
    await openMonth(page, "2032-09", "September 2032");

    await page.getByRole("button", { name: "New Booking" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create Booking" });
    await expect(dialog.getByLabel("Start Date")).toBeFocused();
    // Tab goes from a date's text to its calendar button, then on.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Open calendar" }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("End Date")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Select Customer")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Booking Status")).toBeFocused();
    // Choose 'Confirmed' with the keyboard.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.type("Conf");
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Booking Status")).toContainText("Confirmed");
    await expect(dialog.getByLabel("Booking Status")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(next(dialog)).toBeFocused();
    await page.keyboard.press("Enter");

    // Each step starts at its first field.
    await expect(dialog.getByRole("combobox", { name: "Departure", exact: true })).toBeFocused();
    await dialog.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Departure Time (optional)")).toBeFocused();
    await page.keyboard.type("0715");
    await page.keyboard.press("Tab");
    await page.keyboard.type("2.25");
    await dialog.getByRole("button", { name: "Create Booking" }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Booking created successfully")).toContainText("Success");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "New Booking" })).toBeFocused();
  });

  test("has no serious or critical accessibility violations on any step", async ({ page, data }) => {
    await data.booking({ startDate: "2032-10-01" });
    await signIn(page, users.admin);
    await openMonth(page, "2032-10", "October 2032");
    const dialog = await openWizard(page);
    const check = async () => {
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    };

    await check();
    await dialog.getByLabel("Select Customer").click();
    await page.getByRole("option", { name: "Add New Customer" }).click();
    await check();
    await dialog.getByRole("button", { name: "Cancel", exact: true }).first().click();
    await next(dialog).click();
    await dialog.getByRole("button", { name: "Add Location" }).click();
    await check();
    await dialog.getByRole("button", { name: "Cancel", exact: true }).first().click();
    await next(dialog).click();
    await check();
  });

  test("read-only users cannot open it", async ({ page }) => {
    await signIn(page, users.viewer);
    // Once the month has loaded: a click while the page was still settling once found the button not
    // visible (CI, under load).
    await expect(page.getByRole("status", { name: "Loading bookings" })).toHaveCount(0);
    await expect(page.locator("tbody tr").first()).toBeVisible();
    const newBooking = page.getByRole("button", { name: "New Booking" });
    await expect(newBooking).toHaveAttribute("aria-disabled", "true");
    // A forced click skips the wait for a visible target: wait for it as a person would see it (the
    // shell's header gives way to the page's once its code has loaded).
    await expect(newBooking).toBeVisible();
    await newBooking.click({ force: true });
    await expect(page.getByRole("tooltip", { name: "Read-only mode" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
