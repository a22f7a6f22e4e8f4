import { addDays, localIsoDate } from "../src/shared/dates.ts";
import { expect, signIn, test, unique, users } from "./support/fixtures.ts";
import { toast } from "./support/ui.ts";

/**
 * The Fleet tab (docs/decisions/015): a booking allocated from its menu by keyboard and moved by dragging,
 * through the allocate call; a read-only user sees the same rows without either. The tab opens on
 * the current week, so the booking is two days from today, with a customer no other test uses.
 */
test.describe("Fleet tab", () => {
  test("an editor allocates by keyboard menu and moves by dragging; a read-only user only sees", async ({
    page,
    browser,
    data,
  }) => {
    const aw139 = await data.aircraftType("AW139");
    const [, b, c] = aw139.aircraft;
    const customer = await data.customer(unique("Fleet Co"));
    const date = addDays(localIsoDate(new Date()), 2);
    const booking = await data.booking({
      startDate: date,
      customerId: customer.id,
      aircraftTypeId: aw139.id,
      departureTime: "0900",
    });

    await signIn(page, users.admin);
    await page.getByRole("tab", { name: "Fleet" }).click();
    const fleet = page.getByRole("region", { name: "Fleet" });
    // An entry's name starts with its customer; a clashing entry's name also mentions the other one.
    const named = new RegExp(`^${customer.name} `);
    const inRow = (label: string) =>
      fleet.getByRole("row", { name: `${label} (AW139)` }).getByRole("button", { name: named });
    const chip = (label: string) =>
      fleet
        .getByRole("row", { name: `${label} (AW139)` })
        .locator("[draggable=true]", { hasText: customer.name });
    await expect(inRow("Unallocated")).toBeVisible();
    await expect(fleet.getByRole("columnheader", { name: /\(today\)$/ })).toHaveAttribute(
      "aria-current",
      "date",
    );

    // Keyboard: Enter opens the entry's menu; Enter on an aircraft allocates the whole booking.
    await inRow("Unallocated").focus();
    await page.keyboard.press("Enter");
    const item = page.getByRole("menuitem", { name: new RegExp(`^${b!.registration} — `) });
    await item.focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Aircraft assignment updated successfully")).toBeVisible();
    await expect(inRow(b!.registration)).toBeVisible();
    expect((await data.bookings(date, date)).find((x) => x.id === booking.id)?.allocatedAircraftId).toBe(
      b!.id,
    );

    // Drag: any day onto another aircraft's row moves the booking there.
    await chip(b!.registration).dragTo(fleet.getByTestId(`fleet-cell-${c!.registration}-${date}`));
    await expect(inRow(c!.registration)).toBeVisible();
    // The entry moves at once; the server has it once the allocate call has answered.
    await expect
      .poll(
        async () => (await data.bookings(date, date)).find((x) => x.id === booking.id)?.allocatedAircraftId,
      )
      .toBe(c!.id);

    // Undo puts it back on the aircraft it had (docs/decisions/042).
    await toast(page, "Aircraft assignment updated successfully")
      .last()
      .getByRole("button", { name: "Undo" })
      .click();
    await expect(inRow(b!.registration)).toBeVisible();
    await expect
      .poll(
        async () => (await data.bookings(date, date)).find((x) => x.id === booking.id)?.allocatedAircraftId,
      )
      .toBe(b!.id);

    // A drop on another day's column is refused with why: a drag changes the aircraft, never the dates.
    const nextDay = addDays(date, 1);
    await chip(b!.registration).dragTo(fleet.getByTestId(`fleet-cell-${c!.registration}-${nextDay}`));
    await expect(page.getByText(/^Dropped on .*, outside the booking's dates/)).toBeVisible();
    await expect(inRow(b!.registration)).toBeVisible();
    const after = (await data.bookings(date, nextDay)).find((x) => x.id === booking.id);
    expect([after?.startDate, after?.allocatedAircraftId]).toEqual([date, b!.id]);

    // Manage fleet: a new aircraft joins its type's rows; a period of unavailability shades its days;
    // retired, the aircraft leaves the rows (it has no bookings to keep it there).
    const registration = unique("G-E2E").replace(" ", "");
    await fleet.getByRole("button", { name: "Manage fleet" }).click();
    const manage = page.getByRole("dialog", { name: "Manage fleet" });
    await manage.getByLabel("New registration").fill(registration);
    await manage.getByLabel("New aircraft's type").selectOption("EC135");
    await manage.getByLabel("New registration").press("Enter");
    await manage.getByRole("button", { name: "Add aircraft" }).click();
    // (The toast sits outside the modal dialog, hidden from the accessibility tree while it is open.)
    await expect(manage.getByLabel(`Registration of ${registration}`)).toBeVisible();
    await manage.getByLabel("Unavailable aircraft").selectOption(registration);
    // Typed day first, as the date fields read them.
    const dayFirst = date.split("-").reverse().join("/");
    await manage.getByLabel("Unavailable from").fill(dayFirst);
    await manage.getByLabel("Unavailable to").fill(dayFirst);
    // Unique, so a repeat (--repeat-each) on the same server does not find the first run's period too.
    const reason = unique("AOG: tail rotor gearbox");
    await manage.getByLabel("Reason").fill(reason);
    await manage.getByRole("button", { name: "Add period" }).click();
    await expect(manage.getByText(reason)).toBeVisible();
    await manage.getByRole("button", { name: "Close" }).click();
    await expect(fleet.getByTestId(`fleet-cell-${registration}-${date}`)).toContainText(
      `Unavailable: ${reason}`,
    );
    await fleet.getByRole("button", { name: "Manage fleet" }).click();
    await manage
      .getByRole("listitem")
      .filter({ has: page.getByLabel(`Registration of ${registration}`) })
      .getByRole("checkbox", { name: "Retired" })
      .check();
    await manage.getByRole("button", { name: `Save ${registration}` }).click();
    await expect(manage.getByRole("button", { name: `Save ${registration}` })).toBeDisabled();
    await manage.getByRole("button", { name: "Close" }).click();
    await expect(fleet.getByRole("row", { name: `${registration} (EC135)` })).toHaveCount(0);

    const viewer = await browser.newPage();
    await signIn(viewer, users.viewer);
    await viewer.getByRole("tab", { name: "Fleet" }).click();
    const readOnly = viewer.getByRole("region", { name: "Fleet" });
    const entry = readOnly
      .getByRole("row", { name: `${b!.registration} (AW139)` })
      .getByRole("note", { name: named });
    await expect(entry).toBeVisible();
    // No allocate menu or drag for the viewer; the editor's changes are flagged for them, and the
    // flag's dot is theirs to acknowledge (docs/decisions/031), so that is the one button it may have.
    const editingButton = new RegExp(`^${customer.name} (?!.*\\. Changed: )`);
    await expect(readOnly.getByRole("button", { name: editingButton })).toHaveCount(0);
    await viewer.close();
  });

  test("the header names the days shown as the table writes dates, not as ISO dates (docs/decisions/043)", async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole("tab", { name: "Fleet" }).click();
    const today = localIsoDate(new Date());
    const header = page.getByRole("heading", { level: 2, name: / to / });
    await expect(header).toHaveText(/^\d{2}\/\d{2}\/\d{2} to \d{2}\/\d{2}\/\d{2}$/);
    // Today is among the days shown: between the first and the last, both as dd/mm/yy.
    const [first = "", last = ""] = ((await header.textContent()) ?? "").split(" to ");
    const iso = (short: string) => `20${short.slice(6)}-${short.slice(3, 5)}-${short.slice(0, 2)}`;
    expect(iso(first) <= today && today <= iso(last)).toBe(true);
  });
});
