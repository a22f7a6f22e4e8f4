import { addDays, formatShortDate, localIsoDate } from "../src/shared/dates.ts";
import { expect, openMonth, row, signIn, test, unique, users } from "./support/fixtures.ts";
import { toast } from "./support/ui.ts";

/**
 * 'Save anyway' on the Fleet tab (docs/decisions/022): allocating from an entry's menu onto a busy
 * aircraft, and adding an unavailability over a booked flight, ask first, naming the other booking and
 * the aircraft. The tab opens on the current week, so the flights are three days from today, on an
 * AW169 no other Fleet test uses, with customers no other test uses.
 */
test.describe("Fleet tab: Save anyway", () => {
  test("the entry's menu asks before a busy aircraft; an unavailability names the bookings it grounds", async ({
    page,
    data,
  }) => {
    const aw169 = await data.aircraftType("AW169");
    const plane = aw169.aircraft[1]!;
    const holder = await data.customer(unique("Fleet Holder"));
    const mover = await data.customer(unique("Fleet Mover"));
    const date = addDays(localIsoDate(new Date()), 3);
    const held = await data.booking({
      startDate: date,
      customerId: holder.id,
      aircraftTypeId: aw169.id,
      allocatedAircraftId: plane.id,
      departureTime: "1345",
      expectedHours: "1",
    });
    const moving = await data.booking({
      startDate: date,
      customerId: mover.id,
      aircraftTypeId: aw169.id,
      departureTime: "1400",
      expectedHours: "1",
    });

    await signIn(page, users.admin);
    await page.getByRole("tab", { name: "Fleet" }).click();
    const fleet = page.getByRole("region", { name: "Fleet" });
    const entry = (label: string) =>
      fleet
        .getByRole("row", { name: `${label} (AW169)` })
        .getByRole("button", { name: new RegExp(`^${mover.name} `) });
    const allocated = async () =>
      (await data.bookings(date, date)).find((x) => x.id === moving.id)?.allocatedAircraftId;

    // By keyboard: the menu's busy aircraft asks; Enter on the question is Cancel, and nothing moves.
    await entry("Unallocated").focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: new RegExp(`^${plane.registration} — `) }).focus();
    await page.keyboard.press("Enter");
    const ask = page.getByRole("dialog", { name: "This change adds a clash" });
    const clash = `${plane.registration} with booking ${held.id} at 1345`;
    await expect(ask.getByRole("listitem").first()).toContainText(clash);
    await page.keyboard.press("Enter");
    await expect(ask).toHaveCount(0);
    expect(await allocated()).toBeNull();

    // Asked again, 'Save anyway' allocates, and the toast says it was saved with the clash.
    await entry("Unallocated").focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: new RegExp(`^${plane.registration} — `) }).click();
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(toast(page, clash)).toContainText("Saved with 1 clash");
    await expect(entry(plane.registration)).toBeVisible();
    await expect.poll(allocated).toBe(plane.id);

    // Manage fleet: a period over both flights names each booking it grounds before it is added.
    await fleet.getByRole("button", { name: "Manage fleet" }).click();
    const manage = page.getByRole("dialog", { name: "Manage fleet" });
    await manage.getByLabel("Unavailable aircraft").selectOption(plane.registration);
    await manage.getByLabel("Unavailable from").fill(date);
    await manage.getByLabel("Unavailable to").fill(date);
    const reason = unique("AOG: main rotor");
    await manage.getByLabel("Reason").fill(reason);
    await manage.getByRole("button", { name: "Add period" }).click();
    const grounds = page.getByRole("dialog", { name: /^This change adds \d+ clashes$/ });
    const on = formatShortDate(date);
    await expect(grounds).toContainText(
      `${plane.registration} unavailable for booking ${held.id} on ${on} at 1345`,
    );
    await expect(grounds).toContainText(
      `${plane.registration} unavailable for booking ${moving.id} on ${on} at 1400`,
    );
    await grounds.getByRole("button", { name: "Cancel" }).click();
    await expect(manage.getByText(reason)).toHaveCount(0);
    await manage.getByRole("button", { name: "Add period" }).click();
    await grounds.getByRole("button", { name: "Save anyway" }).click();
    await expect(manage.getByText(reason)).toBeVisible();
    const period = (await data.api.get(`/api/aircraft-unavailability?from=${date}&to=${date}`)).json();
    const mine = (await period).find((p: { reason: string }) => p.reason === reason);
    await data.api.delete(`/api/aircraft-unavailability/${mine.id}`);
  });
});

test("cancelling the table's clash question puts focus back on the cell that asked (docs/decisions/043)", async ({
  page,
  data,
}) => {
  const aw139 = await data.aircraftType("AW139");
  const taken = aw139.aircraft[0]!;
  const holder = await data.customer(unique("Focus Holder"));
  await data.booking({
    startDate: "2069-03-10",
    customerId: holder.id,
    aircraftTypeId: aw139.id,
    allocatedAircraftId: taken.id,
    departureTime: "0930",
  });
  const tag = unique("focus");
  await data.booking({ startDate: "2069-03-10", aircraftTypeId: aw139.id, remarks: tag });
  await signIn(page, users.admin);
  await openMonth(page, "2069-03", "March 2069");
  const cell = row(page, "10/03/69", tag).getByRole("button", { name: "Aircraft: None" });
  const ask = page.getByRole("dialog", { name: "This change adds a clash" });
  const busy = `${taken.registration} — busy: ${holder.name} 09:30`;
  // By mouse and Cancel, then by keyboard and Escape: either way the cell has focus again.
  await cell.click();
  await page.getByRole("option", { name: busy }).click();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  await expect(cell).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: busy }).focus();
  await page.keyboard.press("Enter");
  await expect(ask).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await expect(cell).toBeFocused();
});
