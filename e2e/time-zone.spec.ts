import { expect, signIn, test } from "./support/fixtures.ts";

/**
 * A desk in another zone than the operator's (docs/decisions/043): departure times are the operator's wall
 * clock, so the screens say which zone the times are in, and clock times (the board's 'Last updated')
 * are the operator's, named.
 */
test.describe("a browser in New York for an operator in London", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("the header, the board and Settings say which zone times are in", async ({ page, data }) => {
    const before = (await (await data.api.get("/api/operator-time-zone")).json()) as { timeZone: string };
    await data.api.put("/api/operator-time-zone", { data: { timeZone: "Europe/London" } });
    try {
      await signIn(page);
      const zone = /^Times in Europe\/London \((GMT|BST)\)$/;
      await expect(page.getByTestId("operator-zone")).toHaveText(zone);

      await page.goto("/settings");
      const source = page.getByTestId("time-zone-source");
      await expect(source).toContainText("Europe/London was set here.");
      await expect(source).toContainText("This browser is in America/New_York");

      // The board's 'Last updated' on London's clock, named: never the browser's unlabelled.
      await page.goto("/board");
      const london = await page.evaluate(() =>
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "Europe/London",
          hour: "2-digit",
          hourCycle: "h23",
        }).format(Date.now()),
      );
      await expect(page.getByText(/^Last updated \d\d:\d\d:\d\d (GMT|BST)$/)).toBeVisible();
      await expect(page.getByText(/^Last updated /)).toContainText(`Last updated ${london}:`);
    } finally {
      await data.api.put("/api/operator-time-zone", { data: { timeZone: before.timeZone } });
    }
  });

  test("in the operator's own zone nothing is labelled", async ({ page, data }) => {
    const before = (await (await data.api.get("/api/operator-time-zone")).json()) as { timeZone: string };
    await data.api.put("/api/operator-time-zone", { data: { timeZone: "America/New_York" } });
    try {
      await signIn(page);
      await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
      await expect(page.getByTestId("operator-zone")).toHaveCount(0);
    } finally {
      await data.api.put("/api/operator-time-zone", { data: { timeZone: before.timeZone } });
    }
  });
});
