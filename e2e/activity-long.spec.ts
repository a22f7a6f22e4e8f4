import { expect, signIn, test, unique } from "./support/fixtures.ts";

/**
 * A deep history on the Activity page (docs/decisions/034): page after page of older changes renders
 * only the entries in view, and scrolling the list still reaches the oldest loaded.
 */
test("Activity renders only the entries in view, however many pages are loaded", async ({ page, data }) => {
  test.setTimeout(120_000);
  const tag = unique("Deepco").replace(" ", "");
  for (let i = 0; i < 130; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, 130 - i) }, (_, j) =>
        data.customer(`${tag} ${String(i + j).padStart(3, "0")}`),
      ),
    );
  await signIn(page);
  await page.getByRole("link", { name: "Activity" }).click();
  await page.getByLabel("Kind").selectOption("customer");
  const changes = page.getByRole("list", { name: "Changes" });
  const older = page.getByRole("button", { name: "Show older" });
  // The first customer made is the oldest of them, on the third and last page of fifty.
  const oldest = changes.getByRole("listitem").filter({ hasText: `${tag} 000` });
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
