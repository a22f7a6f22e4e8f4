import type { Page } from "@playwright/test";
import { addDays } from "../src/shared/dates.ts";
import { expect, type TestData, test, unique } from "./support/fixtures.ts";

/**
 * "My flights" in the crew's phone view (issue 46 item 7, docs/decisions/055), at a phone's 390x844: a
 * pilot linked to the signed-in account sees their own legs, each duty's report and off-duty times and
 * their totals against each limit; an account linked to nobody is not offered the choice. The pilot and
 * both accounts are this test's own, so no other test's flights are theirs.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PASSWORD = "my-flights-password";

async function account(data: TestData, prefix: string) {
  const username = unique(prefix).replace(" ", "-");
  const answer = await data.api.post("/api/users", {
    data: { username, name: username, canEdit: false, canManageUsers: false, password: PASSWORD },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { id: ((await answer.json()) as { id: number }).id, username };
}

async function signInOnCrew(page: Page, username: string) {
  await page.goto("/crew");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Crew schedule" })).toBeVisible();
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

test("a linked pilot sees their legs, report and off-duty times and totals; an unlinked user has no My flights", async ({
  page,
  data,
}) => {
  const pilotAccount = await account(data, "pilot");
  const aw139 = await data.aircraftType("AW139");
  const name = unique("Mine");
  const created = await data.api.post("/api/crew", {
    data: { name, role: "captain", ratedTypeIds: [aw139.id], userId: pilotAccount.id },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const pilot = (await created.json()) as { id: number };
  // Three days on from the real today (the totals are the server's, on its clock), at 23:30 for 1.5 h:
  // the duty runs past midnight.
  const date = addDays(new Date().toISOString().slice(0, 10), 3);
  const from = await data.location(unique("Mine Base"));
  const to = await data.location(unique("Mine Rig"));
  await data.booking({
    startDate: date,
    aircraftTypeId: aw139.id,
    legs: [
      {
        departureTime: "23:30",
        fromId: from.id,
        toId: to.id,
        expectedHours: "1.5",
        crew: { captainId: pilot.id, firstOfficerId: null, otherIds: [] },
      },
    ],
  });
  const rules = (await (await data.api.get("/api/duty-rules")).json()) as {
    reportMinutes: number;
    postFlightMinutes: number;
  };

  await signInOnCrew(page, pilotAccount.username);
  const show = page.getByRole("group", { name: "Show" });
  await show.getByRole("button", { name: "My flights" }).click();
  await expect(show.getByRole("button", { name: "My flights" })).toHaveAttribute("aria-pressed", "true");

  const leg = page.getByTestId("my-leg").filter({ hasText: from.name });
  await expect(leg).toContainText("23:30");
  await expect(leg).toContainText(`${from.name} → ${to.name}`);
  await expect(leg).toContainText("AW139");
  await expect(leg).toContainText("Captain");
  const duty = page.getByTestId("my-duty").filter({ has: leg });
  await expect(duty).toContainText(`Report ${clock(23 * 60 + 30 - rules.reportMinutes)}`);
  await expect(duty).toContainText(`Off duty ${clock(25 * 60 + rules.postFlightMinutes)}`);

  const totals = page.getByRole("region", { name: /My totals/ });
  await expect(
    totals.getByRole("list", { name: "Totals against each limit" }).getByRole("listitem").first(),
  ).toContainText(/limit|at least/);

  // Their own calendar feed: the address shown once, a calendar of their flight.
  await page.getByRole("button", { name: "Make my calendar feed" }).click();
  await expect(page.getByRole("link", { name: "Subscribe in my calendar" })).toHaveAttribute(
    "href",
    /^webcal:/,
  );
  const address = await page.getByLabel("Address to copy").inputValue();
  const calendar = await page.request.get(address);
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain(`${date.replaceAll("-", "")}T233000`);

  // Back to the whole schedule, then signed out; an account linked to no crew member sees no choice.
  await show.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByTestId("crew-day").first()).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  const other = await account(data, "unlinked");
  // The answer that decides whether the choice is shown: none for this account.
  const linked = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/crew/me");
  await signInOnCrew(page, other.username);
  expect((await linked).status()).toBe(404);
  await expect(page.getByTestId("crew-day")).toHaveCount(8);
  await expect(page.getByRole("button", { name: "My flights" })).toHaveCount(0);
  await expect(page.getByTestId("my-flights")).toHaveCount(0);
});
