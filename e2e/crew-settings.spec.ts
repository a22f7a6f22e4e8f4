import { expect, signIn, test, unique } from "./support/fixtures.ts";
import { toast } from "./support/ui.ts";

const CASA = "Australia CASA CAO 48.1 Instrument 2019, Appendix 1 (basic limits)";
const PART_135 = "US 14 CFR 135.267 (unscheduled one- and two-pilot crews)";

/**
 * Crew in Settings (docs/decisions/055): the rule set chosen and a number edited; a pilot's standing on
 * their row, amber near a limit and red past it; leave over a leg they fly asked about before it is added.
 * The pilot is the test's own, flying a day about ten months ahead (the standing looks a year each way).
 */
test("limits are chosen and edited, a pilot's standing shows on their row, and leave over their leg is asked first", async ({
  page,
  data,
}) => {
  const name = unique("Standing");
  const aw139 = await data.aircraftType("AW139");
  const answer = await data.api.post("/api/crew", {
    data: { name, role: "captain", ratedTypeIds: [aw139.id] },
  });
  expect(answer.ok()).toBe(true);
  const pilot = (await answer.json()) as { id: number };
  const day = new Date(Date.now() + 301 * 86_400_000).toISOString().slice(0, 10);
  const typed = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  await data.booking({
    startDate: day,
    aircraftTypeId: aw139.id,
    legs: [
      {
        departureTime: "08:00",
        fromId: (await data.location(unique("Standing Base"))).id,
        toId: (await data.location(unique("Standing Rig"))).id,
        expectedHours: "7.5",
        crew: { captainId: pilot.id, firstOfficerId: null, otherIds: [] },
      },
    ],
  });

  try {
    await signIn(page);
    await page.goto("/settings");
    const row = page.getByRole("region", { name: "Crew" }).getByRole("row").filter({ hasText: name });
    // 7.5 h of 14 CFR 135.267(b)(1)'s 8 h with one pilot is within 10%: amber, in words.
    await expect(row).toContainText("Amber: near a limit");
    await expect(row).toContainText("Flight time in 24 h, one pilot: 7.5 of 8 h");
    await expect(row).toContainText("Next rest due");

    const limits = page.getByRole("form", { name: "Flight and duty limits" });
    const set = limits.getByRole("combobox", { name: "Rule set" });
    await set.selectOption({ label: CASA });
    await expect(limits).toContainText("CAO 48.1 Instrument 2019, Appendix 1, cl. 4.2(b)");
    await limits.getByLabel("Days off in 28 days").fill("seven");
    await limits.getByRole("button", { name: "Save limits" }).click();
    await expect(limits).toContainText("Days off in 28 days: type a number of days");
    await limits.getByLabel("Days off in 28 days").fill("7");
    await limits.getByRole("button", { name: "Save limits" }).click();
    await expect(toast(page, `Flight and duty limits saved: ${CASA}`)).toBeVisible();
    await expect(limits.getByLabel("Days off in 28 days")).toHaveValue("7");

    // Back to Part 135, its one-pilot limit cut to 7 h: the pilot's 7.5 h is now past it.
    await set.selectOption({ label: PART_135 });
    await expect(limits).toContainText("14 CFR 135.267(b)(1)");
    await limits.getByLabel("Flight time in 24 h, one pilot").fill("7");
    await limits.getByRole("button", { name: "Save limits" }).click();
    await expect(toast(page, `Flight and duty limits saved: ${PART_135}`)).toBeVisible();
    await expect(row).toContainText("Red: past a limit");
    await expect(row).toContainText("Flight time in 24 h, one pilot: 7.5 of 7 h");

    await row.getByRole("button", { name: `Details of ${name}` }).click();
    const add = page.getByRole("form", { name: `Add unavailability for ${name}` });
    await add.getByLabel("Kind").selectOption("Leave");
    await add.getByLabel("Unavailable from").fill(typed);
    await add.getByLabel("Unavailable to").fill(typed);
    await add.getByLabel("Reason (optional)").fill("Annual leave");
    await add.getByRole("button", { name: "Add unavailability" }).click();
    const ask = page.getByRole("dialog", { name: "This change adds a clash" });
    await expect(ask).toContainText(name);
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(toast(page, "Saved with 1 clash")).toBeVisible();
    const periods = page.getByRole("list", { name: `${name} unavailability` });
    await expect(periods).toContainText("Leave");
    await expect(periods).toContainText("Annual leave");

    await periods.getByRole("button", { name: /^Delete Leave/ }).click();
    await expect(toast(page, "Unavailability deleted")).toBeVisible();
    await expect(periods).toContainText("None.");
  } finally {
    // The rule set is the server's one setting: the tests after this one in the worker find it as it ships.
    const reset = await data.api.put("/api/duty-rules", { data: { ruleSetId: "us-135-267" } });
    expect(reset.ok()).toBe(true);
  }
});
