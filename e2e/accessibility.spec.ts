import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, openMonth, signIn, test, unique, users } from "./support/fixtures.ts";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

test.describe("accessibility (axe): no serious or critical violations", () => {
  test("login screen, with and without an error", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("Booking Details table, for an editor and a read-only user, with colours on", async ({
    page,
    data,
  }) => {
    // Three whole-page scans of a month (editor, dialog, read-only): slow on a shared 2-core runner.
    test.slow();
    const red = await data.location(unique("EGNJ Humberside"));
    const yellow = await data.location(unique("EGNH Blackpool"));
    for (const [index, colour] of ["#FDE047", "#1E3A8A", "#10B981"].entries()) {
      const customer = await data.customer(unique("Axe Co"), colour);
      await data.booking({
        customerId: customer.id,
        startDate: `2042-11-0${index + 2}`,
        departureId: index % 2 ? red.id : yellow.id,
        remarks: "Crew change",
      });
    }
    const confirmed = await data.status("Confirmed");
    await data.booking({ startDate: "2042-11-02", bookingStatusId: confirmed.id, departureTime: "0930" });

    await signIn(page);
    await openMonth(page, "2042-11", "November 2042");
    await page.getByRole("switch", { name: "Show Departures with colours" }).click();
    await page.getByRole("switch", { name: "Show Booking ID" }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Delete booking" }).first().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await signIn(page, users.viewer);
    await openMonth(page, "2042-11", "November 2042");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
