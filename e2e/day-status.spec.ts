import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";

/**
 * One day of a multi-day booking (docs/decisions/023): a status chosen in the table asks 'This day
 * only / All N days'; Cancel writes nothing, and the Edit dialog shows each day's status. Month 2071-05.
 */
test("a day's status change asks 'This day only / All 3 days' and writes what was chosen", async ({
  page,
  data,
}) => {
  const tag = unique("days");
  await data.booking({ startDate: "2071-05-04", endDate: "2071-05-06", remarks: tag });
  await signIn(page);
  await openMonth(page, "2071-05", "May 2071");
  const status = (date: string) => row(page, date, tag).getByRole("button", { name: /^Status:/ });
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH") writes.push(new URL(request.url()).pathname);
  });

  // Keyboard: the question opens on 'This day only'; Enter takes it.
  await status("05/05/71").focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "Cancelled" }).focus();
  await page.keyboard.press("Enter");
  const ask = page.getByRole("dialog", { name: "Change the status to Cancelled" });
  await expect(ask).toContainText("05/05/71 is one of the 3 days");
  await expect(ask.getByRole("button", { name: "This day only" })).toBeFocused();
  await expect(ask.getByRole("button", { name: "All 3 days" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Booking status updated successfully", { exact: true })).toBeVisible();
  await expect(status("05/05/71")).toBeFocused();

  // Cancel writes nothing.
  await status("04/05/71").click();
  await page.getByRole("option", { name: "Confirmed" }).click();
  await page
    .getByRole("dialog", { name: "Change the status to Confirmed" })
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(writes).toHaveLength(1);

  await page.reload();
  await expect(status("04/05/71")).toHaveAccessibleName("Status: Pending");
  await expect(status("05/05/71")).toHaveAccessibleName("Status: Cancelled");
  await expect(status("06/05/71")).toHaveAccessibleName("Status: Pending");

  // The Edit dialog shows each day's own status.
  await row(page, "04/05/71", tag).getByRole("button", { name: "Edit booking" }).click();
  const days = page.getByRole("dialog", { name: "Edit Booking" }).getByRole("region", { name: "Each day" });
  // Each day's row of the dialog's grid, after its header row.
  const statuses = ["Mon 04/05/71", "Tue 05/05/71", "Wed 06/05/71"].map((day) =>
    days.getByRole("row").filter({ hasText: day }).getByRole("cell").nth(5),
  );
  await expect(statuses[0]!).toHaveText("Pending");
  await expect(statuses[1]!).toHaveText("Cancelled");
  await expect(statuses[2]!).toHaveText("Pending");
  await page.keyboard.press("Escape");

  // The mouse: 'All 3 days' sets every day.
  await status("06/05/71").click();
  await page.getByRole("option", { name: "Confirmed" }).click();
  await page
    .getByRole("dialog", { name: "Change the status to Confirmed" })
    .getByRole("button", { name: "All 3 days" })
    .click();
  await expect(page.getByText("Booking status updated successfully", { exact: true }).first()).toBeVisible();
  await page.reload();
  for (const date of ["04/05/71", "05/05/71", "06/05/71"]) {
    await expect(status(date)).toHaveAccessibleName("Status: Confirmed");
  }
  expect(writes[0]).toMatch(/\/daily-details\/2071-05-05\/status$/);
  expect(writes[1]).toMatch(/\/api\/bookings\/\d+\/status$/);
});
