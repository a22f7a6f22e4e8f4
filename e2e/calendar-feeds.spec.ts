import { expect, signIn, test, unique } from "./support/fixtures.ts";
import { toast } from "./support/ui.ts";

test.describe("calendar feeds (docs/decisions/030)", () => {
  test("an editor makes a feed, sees its address once, and revokes it", async ({ page }) => {
    await signIn(page);
    await page.goto("/settings");
    const name = unique("Pilots");
    const form = page.getByRole("form", { name: "Make a calendar feed" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Lists").selectOption("aircraft type");
    await form.getByRole("button", { name: "Make feed" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choose what the feed lists");
    await form.getByLabel("Which aircraft type").selectOption({ label: "AW139" });
    await form.getByLabel("Include cancelled flights").uncheck();
    await form.getByRole("button", { name: "Make feed" }).click();

    const note = page.getByRole("status").filter({ hasText: `Address of ${name}` });
    const https = await note.getByLabel("https:// address").inputValue();
    expect(https).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(note.getByLabel("webcal:// address")).toHaveValue(https.replace(/^http:/, "webcal:"));
    await expect(note).toContainText("Google Calendar");
    await expect(note).toContainText("Outlook");
    await expect(note).toContainText("Apple Calendar");
    await page.screenshot({ path: "test-results/calendar-feed-made.png" });

    const feed = await page.request.get(https, { headers: { cookie: "" } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    await note.getByRole("button", { name: "Done" }).click();
    await expect(note).toHaveCount(0);

    // The list shows it, never its address again.
    const row = page
      .getByRole("table", { name: "Calendar feeds" })
      .getByRole("row")
      .filter({ hasText: name });
    await expect(row).toContainText("AW139");
    await expect(row).toContainText("Left out");
    await expect(page.getByText(https)).toHaveCount(0);

    await row.getByRole("button", { name: "Revoke" }).click();
    const question = page.getByRole("dialog", { name: `Revoke ${name}?` });
    await page.keyboard.press("Escape");
    await expect(question).toHaveCount(0);
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Revoke" }).click();
    await question.getByRole("button", { name: "Revoke" }).click();
    await expect(toast(page, `Calendar feed ${name} revoked`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(https)).status()).toBe(404);
  });

  test("an editor sets the operator time zone; a name Intl does not know is refused", async ({ page }) => {
    await signIn(page);
    await page.goto("/settings");
    const form = page.getByRole("form", { name: "Operator time zone" });
    const zone = form.getByLabel("Departure times are local to");
    await zone.fill("Europe/Atlantis");
    await zone.press("Enter");
    await expect(form).toContainText("Time zone must be an IANA name such as Europe/London");
    await zone.fill("Europe/London");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Time zone set to Europe/London")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Departure times are local to")).toHaveValue("Europe/London");
  });

  test("an event's link opens its booking in the table", async ({ page, data }) => {
    const booking = await data.booking({ startDate: "2049-05-20", endDate: "2049-05-21" });
    await signIn(page);
    await page.goto(`/?booking=${booking.id}`);
    await expect(page.getByRole("heading", { name: "May 2049" })).toBeVisible();
    await expect(page.locator(`tbody tr[data-booking-id="${booking.id}"][data-found="true"]`)).toHaveCount(2);
    await expect(page).toHaveURL(/\/$/);
  });
});
