import { expect, openMonth, recordWrites, row, signIn, test, unique } from "./support/fixtures.ts";
import { toast } from "./support/ui.ts";

/**
 * Schedule disconnects (docs/decisions/049, issue 44 item 4): an aircraft whose next flight departs from
 * somewhere it did not land is marked on the table's row and the Fleet tab, a warning asked of nobody,
 * and one action adds the positioning leg that closes the gap. A month of 2077 no other test uses.
 */
test("marks a flight that departs from where its aircraft did not land, and adds the positioning leg", async ({
  page,
  data,
}, testInfo) => {
  const aw139 = await data.aircraftType("AW139");
  const plane = aw139.aircraft[1]!;
  const base = await data.location(unique("Humberside"));
  const rig = await data.location(unique("Leman Alpha"));
  const tag = unique("disconnect");
  const platform = await data.location(unique("Ravenspurn North"));
  // A day of two legs that leaves the aircraft at Leman Alpha (a day of one leg says nothing of where
  // it stays: its way home is implied, as it always was).
  await data.booking({
    startDate: "2077-04-13",
    aircraftTypeId: aw139.id,
    allocatedAircraftId: plane.id,
    departureId: base.id,
    destinationId: rig.id,
    legs: [
      { departureTime: "0800", fromId: base.id, toId: platform.id, expectedHours: "1" },
      { departureTime: "1000", fromId: platform.id, toId: rig.id, expectedHours: "0.5" },
    ],
  });
  // The next day it leaves from Humberside again, though it landed at Leman Alpha.
  const next = await data.booking({
    startDate: "2077-04-14",
    aircraftTypeId: aw139.id,
    allocatedAircraftId: plane.id,
    departureId: base.id,
    destinationId: rig.id,
    departureTime: "0900",
    expectedHours: "1",
    remarks: tag,
  });
  await signIn(page);
  await openMonth(page, "2077-04", "April 2077");
  const line = row(page, "14/04/77", tag);
  const words = `${plane.registration} lands at ${rig.name}, next departs ${base.name}`;
  const marker = line.getByRole("button", { name: `Schedule disconnect: ${words}` });
  await expect(marker).toBeVisible();
  // Seeing it writes nothing; Escape closes it.
  const writes = recordWrites(page, "/api/bookings");
  await marker.focus();
  await page.keyboard.press("Enter");
  const add = page.getByRole("button", { name: "Add positioning leg" });
  await expect(add).toBeVisible();
  // A second Enter adds nothing: the words have focus, the action is a Tab away.
  await page.keyboard.press("Enter");
  await expect(add).not.toBeFocused();
  await expect(page.getByText(words, { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("disconnect.png") });
  await page.keyboard.press("Escape");
  await expect(add).toBeHidden();
  expect(writes).toEqual([]);

  await marker.click();
  await add.click();
  await expect(toast(page, "Legs updated successfully")).toBeVisible();
  await expect(marker).toBeHidden();
  await expect(
    line.getByRole("button", { name: `2 legs: ${rig.name} → ${base.name} → ${rig.name}` }),
  ).toBeVisible();
  const [saved] = (await data.bookings("2077-04-14", "2077-04-14")).filter((b) => b.id === next.id);
  expect(saved!.dailyDetails[0]!.legs.map((l) => [l.departureTime, l.fromId, l.toId, l.positioning])).toEqual(
    [
      ["08:00", rig.id, base.id, true],
      ["0900", base.id, rig.id, false],
    ],
  );
});
