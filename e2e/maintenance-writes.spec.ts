import type { Page, TestInfo } from "@playwright/test";
import { addDays, formatShortDate } from "../src/shared/dates.ts";
import {
  afterFrames,
  expect,
  recordWrites,
  signIn,
  type TestData,
  test,
  unique,
} from "./support/fixtures.ts";
import { choose, toast } from "./support/ui.ts";

/**
 * Maintenance due on the write paths maintenance.spec.ts does not drive (issue 47; docs/decisions/051):
 * the Create Booking wizard, a Timeline drag onto another aircraft, the CSV import and the Booking
 * Assistant. Each aircraft stands at 500 h the day before its flight with a check due at 505 h, and the
 * write flies it 6 h: the question names the check and the figures, Cancel writes nothing, and going
 * ahead writes. Each test has an aircraft and a month of 2091 of its own, a week later on each repeat,
 * so a repeat's flight is before the date the next one's hours are counted from.
 */

interface Plane {
  id: number;
  registration: string;
}

const inService = (type: { aircraft: Array<Plane & { retired: boolean }> }) =>
  type.aircraft.filter((plane) => !plane.retired);

/** The test's flight date: `base`, a week later on each repeat. */
const dayOf = (base: string, testInfo: TestInfo) => addDays(base, 7 * testInfo.repeatEachIndex);

/** A date as typed in a field or a message, `dd/mm/yyyy`. */
const typed = (iso: string) => iso.split("-").reverse().join("/");

/** Every maintenance item of the aircraft: one another test left on it would be asked about too. */
async function clearItems(api: TestData["api"], aircraftId: number) {
  const answer = await (await api.get("/api/maintenance")).json();
  const plane = answer.aircraft.find((row: { aircraftId: number }) => row.aircraftId === aircraftId);
  for (const item of plane?.items ?? []) {
    expect((await api.delete(`/api/maintenance/items/${item.id}`)).ok()).toBe(true);
  }
}

/**
 * The aircraft at 500 h as of the day before `date`, so only flights from `date` on count, with a 50-hour
 * check due at 505 h and no other item: a 6 h flight on `date` takes it to 506 h, past the check.
 */
async function dueSoon(data: TestData, plane: Plane, date: string) {
  await clearItems(data.api, plane.id);
  const hours = await data.api.put(`/api/maintenance/aircraft/${plane.id}/hours`, {
    data: { hours: "500", asOf: addDays(date, -1), reason: unique("Set by the test") },
  });
  expect(hours.ok()).toBe(true);
  const check = unique("50-hour check");
  const item = await data.api.post("/api/maintenance/items", {
    data: { aircraftId: plane.id, name: check, intervalHours: "50", dueHours: "505" },
  });
  expect(item.ok()).toBe(true);
  return {
    check,
    summary: `${plane.registration} past its ${check} on ${formatShortDate(date)}`,
    detail: `${check} is due at 505.00 h; planned flights reach 506.00 h`,
  };
}

const question = (page: Page) =>
  page.getByRole("dialog", { name: "This change takes an aircraft past a maintenance item" });

test.describe("Maintenance due on every write path", () => {
  test("the Create Booking wizard asks before a flight that takes the aircraft past its check", async ({
    page,
    data,
  }, testInfo) => {
    const date = dayOf("2091-03-06", testInfo);
    const aw139 = await data.aircraftType("AW139");
    const plane = inService(aw139)[0]!;
    const due = await dueSoon(data, plane, date);
    const customer = await data.customer(unique("Wizard Due Co"));
    const departure = await data.location(unique("Due Base"));
    const destination = await data.location(unique("Due Rig"));
    const mine = async () => (await data.bookings(date, date)).filter((b) => b.customerId === customer.id);

    await signIn(page);
    const writes = recordWrites(page);
    await page.getByRole("button", { name: "New Booking" }).click();
    const wizard = page.getByRole("dialog", { name: "Create Booking" });
    await wizard.getByLabel("Start Date").fill(typed(date));
    await choose(page, wizard, "Select Customer", customer.name);
    await choose(page, wizard, "Booking Status", "Pending");
    await wizard.getByRole("button", { name: "Next" }).click();
    await choose(page, wizard, "Departure", departure.name);
    await choose(page, wizard, "Destination", destination.name);
    await choose(page, wizard, "Aircraft Type", "AW139");
    await choose(page, wizard, "Specific Aircraft (optional)", `${plane.registration} — free`);
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByLabel("Departure Time (optional)").fill("10:00");
    await wizard.getByLabel("Expected Hours (optional)").fill("6");
    const create = wizard.getByRole("button", { name: "Create Booking" });
    await create.click();

    const ask = question(page);
    await expect(ask.getByRole("listitem")).toHaveText(due.summary + due.detail);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toHaveCount(0);
    // Cancelled, the wizard stays open as it was, and nothing was sent but the preview.
    await expect(create).toBeEnabled();
    await afterFrames(page);
    expect(writes).toEqual([]);
    expect(await mine()).toEqual([]);

    await create.click();
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(toast(page, due.summary)).toContainText("Saved past a maintenance item");
    await expect(wizard).toBeHidden();
    expect(writes).toEqual(["POST /api/bookings"]);
    const [made, ...more] = await mine();
    expect(more).toEqual([]);
    expect(made?.allocatedAircraftId).toBe(plane.id);
    expect(made?.dailyDetails[0]?.expectedAircraftHours).toBe("6.00");
    await clearItems(data.api, plane.id);
  });

  test("a Timeline drag onto an aircraft whose check the flight takes it past asks first", async ({
    page,
    data,
  }, testInfo) => {
    const date = dayOf("2091-04-03", testInfo);
    const aw139 = await data.aircraftType("AW139");
    const [, target, origin] = inService(aw139);
    const due = await dueSoon(data, target!, date);
    const customer = await data.customer(unique("Drag Due Co"));
    const booking = await data.booking({
      startDate: date,
      customerId: customer.id,
      aircraftTypeId: aw139.id,
      allocatedAircraftId: origin!.id,
      departureTime: "0900",
      expectedHours: "6",
    });
    const allocated = async () =>
      (await data.bookings(date, date)).find((b) => b.id === booking.id)!.allocatedAircraftId;

    await signIn(page);
    await page.goto(`/?view=timeline&date=${date}&days=1`);
    // A row's label says its due item too ("G-LDNB 5.0 h"): the row is found by its '+' button.
    const row = (registration: string) =>
      page
        .getByRole("group", { name: "AW139" })
        .locator("[data-timeline-row]")
        .filter({
          has: page
            .locator("xpath=..")
            .getByRole("button", { name: new RegExp(`^New booking on ${registration}, `) }),
        });
    const bar = (registration: string) =>
      row(registration).getByRole("button", { name: new RegExp(`^${customer.name} 09:00 `) });
    await expect(bar(origin!.registration)).toBeVisible();
    const writes = recordWrites(page);
    const dragOnto = async (registration: string) => {
      const from = (await bar(origin!.registration).boundingBox())!;
      const to = (await row(registration).boundingBox())!;
      const x = from.x + Math.min(12, from.width / 3);
      const y = from.y + from.height / 2;
      const dy = to.y + to.height / 2 - y;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + dy / 2, { steps: 4 });
      await page.mouse.move(x, y + dy, { steps: 4 });
      await page.mouse.up();
    };

    await dragOnto(target!.registration);
    const ask = question(page);
    await expect(ask.getByRole("listitem")).toHaveText(due.summary + due.detail);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toHaveCount(0);
    await expect(bar(origin!.registration)).toBeVisible();
    await afterFrames(page);
    expect(writes).toEqual([]);
    expect(await allocated()).toBe(origin!.id);

    await dragOnto(target!.registration);
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(toast(page, due.summary)).toContainText("Saved past a maintenance item");
    await expect(bar(target!.registration)).toBeVisible();
    await expect.poll(allocated).toBe(target!.id);
    expect(writes).toEqual([`PATCH /api/bookings/${booking.id}/allocated-aircraft`]);
    await clearItems(data.api, target!.id);
  });

  test("the CSV import's dry run lists the check the file takes an aircraft past; Close imports nothing, Import does", async ({
    page,
    data,
  }, testInfo) => {
    const date = dayOf("2091-05-01", testInfo);
    const ec135 = await data.aircraftType("EC135");
    const plane = inService(ec135)[0]!;
    const due = await dueSoon(data, plane, date);
    const customer = unique("Csv Due Co");
    const file = {
      name: "due.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Aircraft",
          `${customer},Csv Due Pad,Csv Due Rig,EC135,${date},1000,6,${plane.registration}`,
        ].join("\n"),
      ),
    };
    const flown = async () =>
      (await data.bookings(date, date)).filter((b) => b.allocatedAircraftId === plane.id);

    await signIn(page);
    const dialog = page.getByRole("dialog", { name: "Import Bookings from CSV" });
    const dryRun = async () => {
      await page.getByRole("button", { name: "Import CSV" }).click();
      await dialog.locator('input[type="file"]').setInputFiles(file);
      await expect(dialog.getByText("1 row checked: 1 booking to import")).toBeVisible();
      await expect(dialog.getByText("This import would create 1 clash:")).toBeVisible();
      await expect(dialog.getByRole("listitem").filter({ hasText: due.check })).toHaveText(
        `Row 1, ${formatShortDate(date)}: ${due.summary}: ${due.detail}`,
      );
    };

    await dryRun();
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();
    expect(await flown()).toEqual([]);

    await dryRun();
    await dialog.getByRole("button", { name: "Import 1 booking" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "1 booking imported" })).toContainText(
      "1 clash",
    );
    const [made, ...more] = await flown();
    expect(more).toEqual([]);
    expect(made?.dailyDetails[0]?.expectedAircraftHours).toBe("6.00");
    await clearItems(data.api, plane.id);
  });

  test("the Booking Assistant's confirmation names the check before 'yes'; 'cancel' writes nothing", async ({
    page,
    data,
  }, testInfo) => {
    const date = dayOf("2091-06-05", testInfo);
    const aw169 = await data.aircraftType("AW169");
    const plane = inService(aw169)[1]!;
    const due = await dueSoon(data, plane, date);
    const customer = await data.customer(unique("Chat Due Co"));
    const base = await data.location(unique("Chat Due Base"));
    const rig = await data.location(unique("Chat Due Rig"));
    const mine = async () => (await data.bookings(date, date)).filter((b) => b.customerId === customer.id);

    await signIn(page);
    await page.getByRole("button", { name: "AI Assistant" }).click();
    const dialog = page.getByRole("dialog", { name: "Booking Assistant" });
    const input = dialog.getByRole("textbox", { name: "Message" });
    const log = dialog.getByRole("log", { name: "Conversation" });
    // Each confirmation is a message of its own: the nth names the check once more.
    const ask = async (nth: number) => {
      await input.fill(
        `AW169 ${plane.registration} for ${customer.name} from ${base.name} to ${rig.name} on ${typed(date)} at 1000, 6 hours`,
      );
      await page.keyboard.press("Enter");
      const confirmation = log.getByText("Please confirm this booking:", { exact: false });
      await expect(confirmation).toHaveCount(nth);
      await expect(confirmation.last()).toContainText(`Aircraft: ${plane.registration}`);
      await expect(confirmation.last()).toContainText(
        `It would clash (1):\n- ${due.summary}: ${due.detail}\nReply 'yes' to create it anyway, or tell me what to change.`,
      );
    };

    await ask(1);
    await input.fill("cancel");
    await page.keyboard.press("Enter");
    await expect(log).toContainText("Cancelled.");
    expect(await mine()).toEqual([]);

    await ask(2);
    await input.fill("yes");
    await page.keyboard.press("Enter");
    await expect(log).toContainText(/Booking created successfully! Booking ID: \d+/);
    // The toast sits outside the modal dialog, so it is found by its text.
    await expect(page.getByText("Saved past a maintenance item", { exact: true })).toBeVisible();
    const [made, ...more] = await mine();
    expect(more).toEqual([]);
    expect(made?.allocatedAircraftId).toBe(plane.id);
    await clearItems(data.api, plane.id);
  });
});
