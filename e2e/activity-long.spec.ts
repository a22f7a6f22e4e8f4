import { expect, signIn, test, unique } from "./support/fixtures.ts";

/**
 * A deep history on the Activity page (docs/decisions/034): page after page of older changes renders
 * only the entries in view, and scrolling the list still reaches the oldest loaded.
 */
test("Activity renders only the entries in view, however many pages are loaded", async ({ page, data }) => {
  const tag = unique("Deepco").replace(" ", "");
  // One customer renamed 130 times: 130 records, and no list of customers made longer for other tests.
  const customer = await data.customer(`${tag} 000`);
  for (let i = 1; i < 130; i++) {
    const response = await data.api.put(`/api/customers/${customer.id}`, {
      data: { name: `${tag} ${String(i).padStart(3, "0")}`, color: customer.color },
    });
    expect(response.ok()).toBe(true);
  }
  await signIn(page);
  await page.getByRole("link", { name: "Activity" }).click();
  await page.getByLabel("Kind").selectOption("customer");
  const changes = page.getByRole("list", { name: "Changes" });
  const older = page.getByRole("button", { name: "Show older" });
  // Its making is the oldest of its records, on the third and last page of fifty.
  const oldest = changes.getByRole("listitem").filter({ hasText: `created customer ${tag} 000` });
  await older.click();
  await expect(older).toBeEnabled();
  await older.click();
  await expect(older).toHaveCount(0);
  await expect(changes.getByRole("listitem").filter({ hasText: tag }).first()).toBeVisible();
  expect(await page.locator("ol[aria-label=Changes] > li").count()).toBeLessThan(80);
  await expect(oldest).toHaveCount(0);
  await changes.evaluate((list) => {
    list.parentElement!.scrollTop = list.parentElement!.scrollHeight;
  });
  await expect(oldest).toBeVisible();
  expect(await page.locator("ol[aria-label=Changes] > li").count()).toBeLessThan(80);
});

test("Activity shows a moved booking's dates as the table does, not as ISO dates (docs/decisions/043)", async ({
  page,
  data,
}) => {
  const customer = await data.customer(unique("Dated Co"));
  const booking = await data.booking({ customerId: customer.id, startDate: "2066-05-11" });
  const moved = await data.api.put(`/api/bookings/${booking.id}`, {
    data: {
      customerId: customer.id,
      aircraftTypeId: booking.aircraftType.id,
      departureId: booking.departureId,
      startDate: "2066-05-12",
      endDate: "2066-05-12",
    },
  });
  expect(moved.status()).toBe(200);
  await signIn(page);
  await page.getByRole("link", { name: "Activity" }).click();
  const entry = page
    .getByRole("list", { name: "Changes" })
    .getByRole("listitem")
    .filter({ hasText: `changed booking ${customer.name}` });
  await expect(entry).toContainText("Start date: '11/05/66' → '12/05/66'");
  await expect(entry).not.toContainText("2066-");
});
