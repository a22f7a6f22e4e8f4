import { expect, signIn, test, unique } from "./support/fixtures.ts";
import { filterList, toast } from "./support/ui.ts";

/**
 * Destructive actions in Settings ask first and a merge can be undone (docs/decisions/023): the
 * question names what moves where, Cancel writes nothing, the toast's Undo puts everything back; a
 * user is disabled only once confirmed.
 */
test("merging a location asks 'Move 2 bookings from X to Y and remove X?', and Undo puts it back", async ({
  page,
  data,
}) => {
  const kept = await data.location(unique("EGNJ Humberside"));
  const duplicate = await data.location(`${kept.name} dup`);
  const a = await data.booking({ startDate: "2073-02-03", departureId: duplicate.id });
  const b = await data.booking({ startDate: "2073-02-04", destinationId: duplicate.id });
  await signIn(page);
  await page.goto("/settings");
  const locations = await filterList(page, "Locations", kept.name);
  const line = locations
    .getByRole("listitem")
    .filter({ has: page.getByLabel(`Merge ${duplicate.name} into`) });
  const question = `Move 2 bookings from ${duplicate.name} to ${kept.name} and remove ${duplicate.name}?`;

  // Keyboard: the question opens on Cancel, so Enter changes nothing.
  const mergeInto = line.getByLabel(`Merge ${duplicate.name} into`);
  await mergeInto.focus();
  await mergeInto.selectOption({ label: kept.name });
  await line.getByRole("button", { name: "Merge" }).focus();
  await page.keyboard.press("Enter");
  const ask = page.getByRole("dialog", { name: question });
  await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(ask).toHaveCount(0);
  await expect(line.getByRole("button", { name: "Merge" })).toBeFocused();
  await expect(locations.getByLabel(`Name of ${duplicate.name}`)).toBeVisible();

  await line.getByRole("button", { name: "Merge" }).click();
  await ask.getByRole("button", { name: "Merge" }).click();
  const merged = toast(page, `${duplicate.name} merged into ${kept.name}: 2 bookings moved`);
  await merged.getByRole("button", { name: "Undo" }).click({ timeout: 30_000 });
  await expect(toast(page, `Merge undone: ${duplicate.name} is back with 2 bookings`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(locations.getByLabel(`Name of ${duplicate.name}`)).toBeVisible();
  const after = await data.bookings("2073-02-03", "2073-02-04");
  expect(after.find((x) => x.id === a.id)?.departureId).toBe(duplicate.id);
  expect(after.find((x) => x.id === b.id)?.dailyDetails[0]?.destinationId).toBe(duplicate.id);
});

test("a merge whose kept record changed since cannot be undone, and says why", async ({ page, data }) => {
  const kept = await data.customer(unique("Babcock"));
  const duplicate = await data.customer(`${kept.name} dup`);
  await signIn(page);
  await page.goto("/settings");
  const customers = await filterList(page, "Customers", kept.name);
  const line = customers
    .getByRole("listitem")
    .filter({ has: page.getByLabel(`Merge ${duplicate.name} into`) });
  await line.getByLabel(`Merge ${duplicate.name} into`).focus();
  await line.getByLabel(`Merge ${duplicate.name} into`).selectOption({ label: kept.name });
  await line.getByRole("button", { name: "Merge" }).click();
  await page
    .getByRole("dialog", {
      name: `Move 0 bookings from ${duplicate.name} to ${kept.name} and remove ${duplicate.name}?`,
    })
    .getByRole("button", { name: "Merge" })
    .click();
  const merged = toast(page, `${duplicate.name} merged into ${kept.name}: 0 bookings moved`);
  await expect(merged).toBeVisible({ timeout: 30_000 });
  // Someone renames the kept customer before Undo is pressed.
  await data.api.put(`/api/customers/${kept.id}`, { data: { name: `${kept.name} Ltd`, color: kept.color } });
  await merged.getByRole("button", { name: "Undo" }).click();
  await expect(
    toast(
      page,
      `${kept.name} or ${duplicate.name} has changed since the merge (or the merge was already undone), so it cannot be undone`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(customers.getByLabel(`Name of ${duplicate.name}`)).toHaveCount(0);
});

test("disabling a user asks first; Cancel leaves them active", async ({ page, data }) => {
  const username = unique("crew").replace(" ", "-");
  const created = await data.api.post("/api/users", {
    data: { username, name: "Casey Crew", canEdit: false, canManageUsers: false },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await signIn(page);
  await page.goto("/settings");
  const user = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: username });
  await user.getByRole("button", { name: "Disable" }).click();
  const ask = page.getByRole("dialog", { name: `Disable ${username}?` });
  await expect(ask).toContainText("Casey Crew is signed out at once and cannot sign in until enabled again.");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  await expect(user).toContainText("Active");

  await user.getByRole("button", { name: "Disable" }).click();
  await ask.getByRole("button", { name: "Disable" }).click();
  await expect(user).toContainText("Disabled");
  await expect(toast(page, `${username} disabled`)).toBeVisible();
});
