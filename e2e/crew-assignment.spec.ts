import type { TestData } from "./support/fixtures.ts";
import { expect, openMonth, recordWrites, row, signIn, test, unique } from "./support/fixtures.ts";
import { choose, toast } from "./support/ui.ts";

/**
 * Crew on legs (docs/decisions/055): the wizard and the table's legs assign a captain from the crew
 * rated on the type; a pilot on two overlapping legs is a clash, and a day that takes a pilot past a
 * flight time limit (14 CFR 135.267, the rule set until the operator picks another) is asked about
 * before anything is written. Each test has its own pilot and its own day of 2093.
 */

async function captain(data: TestData, typeId: number) {
  const name = unique("Hughes");
  const answer = await data.api.post("/api/crew", {
    data: { name, role: "captain", ratedTypeIds: [typeId] },
  });
  expect(answer.ok()).toBe(true);
  const member = (await answer.json()) as { id: number };
  return { id: member.id, name, label: `Capt. ${name}` };
}

test("the wizard assigns a captain; a captain already flying then is a clash, asked before creating", async ({
  page,
  data,
}) => {
  const date = "2093-02-10";
  const aw139 = await data.aircraftType("AW139");
  const pilot = await captain(data, aw139.id);
  const base = await data.location(unique("Crew Base"));
  const rig = await data.location(unique("Crew Rig"));
  const busy = await data.customer(unique("Crew Busy Co"));
  await data.booking({
    startDate: date,
    customerId: busy.id,
    departureId: base.id,
    destinationId: rig.id,
    legs: [
      {
        departureTime: "10:00",
        fromId: base.id,
        toId: rig.id,
        expectedHours: "2",
        crew: { captainId: pilot.id, firstOfficerId: null, otherIds: [] },
      },
    ],
  });
  const customer = await data.customer(unique("Crew New Co"));
  const mine = async () => (await data.bookings(date, date)).filter((b) => b.customerId === customer.id);

  await signIn(page);
  const writes = recordWrites(page);
  await page.getByRole("button", { name: "New Booking" }).click();
  const wizard = page.getByRole("dialog", { name: "Create Booking" });
  await wizard.getByLabel("Start Date").fill("10/02/2093");
  await choose(page, wizard, "Select Customer", customer.name);
  await choose(page, wizard, "Booking Status", "Pending");
  await wizard.getByRole("button", { name: "Next" }).click();
  await choose(page, wizard, "Departure", base.name);
  await choose(page, wizard, "Destination", rig.name);
  await choose(page, wizard, "Aircraft Type", "AW139");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByLabel("Departure Time (optional)").fill("11:00");
  await wizard.getByLabel("Expected Hours (optional)").fill("1");
  await wizard.getByRole("combobox", { name: "Crew captain" }).selectOption(pilot.label);
  const create = wizard.getByRole("button", { name: "Create Booking" });
  await create.click();

  const ask = page.getByRole("dialog", { name: "This change adds a clash" });
  await expect(ask).toContainText(pilot.label);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  await expect(create).toBeEnabled();
  expect(writes).toEqual([]);
  expect(await mine()).toEqual([]);

  await create.click();
  await ask.getByRole("button", { name: "Save anyway" }).click();
  await expect(toast(page, "Saved with 1 clash")).toContainText(pilot.label);
  await expect(wizard).toBeHidden();
  expect(writes).toEqual(["POST /api/bookings"]);
  const [made] = await mine();
  expect(made?.dailyDetails[0]?.legs.map((leg) => leg.crew)).toEqual([
    { captainId: pilot.id, firstOfficerId: null, otherIds: [] },
  ]);

  // The Timeline says who flies each leg.
  await page.goto(`/?view=timeline&date=${date}&days=1`);
  const bar = page.getByRole("button", { name: new RegExp(`^${customer.name} 11:00 `) });
  await expect(bar).toHaveAccessibleName(new RegExp(`Crew: ${pilot.label}`));
});

test("the table's legs assign a captain; a day past the one-pilot limit asks first, Cancel writes nothing", async ({
  page,
  data,
}, testInfo) => {
  const date = "2093-03-14";
  const aw139 = await data.aircraftType("AW139");
  const pilot = await captain(data, aw139.id);
  const base = await data.location(unique("Crew Base"));
  const rig = await data.location(unique("Crew Rig"));
  const customer = await data.customer(unique("Crew Long Day"));
  const leg = (departureTime: string, fromId: number, toId: number) => ({
    departureTime,
    fromId,
    toId,
    expectedHours: "4.5",
  });
  const booking = await data.booking({
    startDate: date,
    customerId: customer.id,
    departureId: base.id,
    destinationId: base.id,
    legs: [leg("07:00", base.id, rig.id), leg("13:00", rig.id, base.id)],
  });

  await signIn(page);
  await openMonth(page, "2093-03", "March 2093");
  const line = row(page, "14/03/93", customer.name);
  const legs = page.getByRole("dialog", { name: /^Legs on 14\/03\/93/ });
  const assignAndSave = async () => {
    await line.getByRole("button", { name: /^2 legs: / }).click();
    await legs.getByRole("combobox", { name: "Leg 1 captain" }).selectOption(pilot.label);
    await legs.getByRole("combobox", { name: "Leg 2 captain" }).selectOption(pilot.label);
    await page.screenshot({ path: testInfo.outputPath("table-legs-crew.png") });
    await legs.getByRole("button", { name: "Save legs" }).click();
  };
  const writes = recordWrites(page);
  await assignAndSave();

  // 9 h flown by one pilot in 24 hours; 14 CFR 135.267(b)(1) allows 8.
  const ask = page.getByRole("dialog", { name: "This change takes a pilot past a flight or duty limit" });
  await expect(ask).toContainText(
    `${pilot.label}: 9.0 h flight time in 24 h, limit 8 h, 14 CFR 135.267(b)(1)`,
  );
  await expect(ask.getByRole("listitem")).toHaveCount(1);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  expect(writes).toEqual([]);

  await assignAndSave();
  await ask.getByRole("button", { name: "Save anyway" }).click();
  await expect(toast(page, "Saved past a flight or duty limit")).toContainText(pilot.label);
  const [saved] = (await data.bookings(date, date)).filter((b) => b.id === booking.id);
  expect(saved?.dailyDetails[0]?.legs.map((one) => one.crew?.captainId)).toEqual([pilot.id, pilot.id]);
});
