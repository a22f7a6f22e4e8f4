import { expect, openMonth, row, signedInApi, signIn, test, unique, users } from "./support/fixtures.ts";

test.describe("read-only users", () => {
  test("see every change control disabled with 'Read-only mode', and no write goes through", async ({
    page,
    data,
  }) => {
    const tag = unique("ro");
    const booking = await data.booking({ startDate: "2042-05-06", remarks: tag });
    await signIn(page, users.viewer);
    await openMonth(page, "2042-05", "May 2042");

    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && !request.url().endsWith("/api/auth/logout"))
        writes.push(request.url());
    });

    await expect(page.getByRole("button", { name: "AI Assistant" })).toHaveCount(0);
    for (const name of ["New Booking", "Import CSV"]) {
      const button = page.getByRole("button", { name });
      await expect(button).toBeDisabled();
      await button.hover();
      await expect(page.getByRole("tooltip")).toHaveText("Read-only mode");
      await button.click({ force: true });
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.mouse.move(0, 500);
      // Gone before the next opens: a tooltip stays in the page while it fades out.
      await expect(page.getByRole("tooltip")).toHaveCount(0);
    }

    const line = row(page, "06/05/42", tag);
    await expect(line).toContainText(tag);
    // Values are shown as text, not as edit buttons.
    await expect(
      line.getByRole("button", {
        name: /^(Remarks|Destination|Type|Aircraft|Status|Departure Time|Expected Hours):/,
      }),
    ).toHaveCount(0);
    for (const name of ["Edit booking", "Delete booking"]) {
      const button = line.getByRole("button", { name });
      await expect(button).toBeDisabled();
      await button.focus();
      await expect(page.getByRole("tooltip")).toHaveText("Read-only mode");
      await button.click({ force: true });
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      // Gone before the next opens: a tooltip stays in the page while it fades out (seen in CI: the
      // closing 'Edit booking' tooltip beside the opening one).
      await button.blur();
      await page.mouse.move(0, 500);
      await expect(page.getByRole("tooltip")).toHaveCount(0);
    }
    await line.getByText(tag).click();
    await expect(line.getByRole("textbox")).toHaveCount(0);
    expect(writes).toEqual([]);

    // And the server refuses the viewer's writes itself.
    const viewerApi = await signedInApi(users.viewer);
    const refused = await viewerApi.patch(`/api/bookings/${booking.id}/daily-details/2042-05-06/remarks`, {
      data: { remarks: "sneaky" },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: "Read-only users cannot make changes" });
    await viewerApi.dispose();
    const [after] = await data
      .bookings("2042-05-06", "2042-05-06")
      .then((list) => list.filter((b) => b.id === booking.id));
    expect(after?.dailyDetails[0]?.remarks).toBe(tag);
  });

  test("only admin with edit rights sees AI Assistant", async ({ page }) => {
    await signIn(page, users.admin);
    await expect(page.getByRole("button", { name: "AI Assistant" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New Booking" })).toBeEnabled();
    await page.getByRole("button", { name: "Import CSV" }).click();
    await expect(page.getByRole("dialog", { name: "Import Bookings from CSV" })).toBeVisible();
  });
});
