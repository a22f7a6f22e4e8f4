import { expect, openMonth, signIn, test, unique } from "./support/fixtures.ts";

/**
 * Find a booking (docs/decisions/017): 'Find a booking' asks the server, across all months, by customer, registration,
 * location, remarks or id, and choosing a result opens the booking's month with its rows highlighted.
 */
test.describe("Find a booking", () => {
  test("by keyboard: finds a customer's booking in another month and shows its rows highlighted", async ({
    page,
    data,
  }, testInfo) => {
    const customer = await data.customer(unique("Findable Heli"));
    const other = await data.customer(unique("Other Co"));
    const booking = await data.booking({
      startDate: "2048-03-14",
      endDate: "2048-03-16",
      customerId: customer.id,
    });
    await data.booking({ startDate: "2047-01-10", customerId: other.id });
    await signIn(page);
    await openMonth(page, "2047-01", "January 2047");
    // A filter that would hide the booking found is cleared.
    await page.getByRole("combobox", { name: "Customer filter" }).click();
    await page.getByRole("option", { name: other.name }).click();

    const writes: string[] = [];
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() !== "GET") writes.push(`${request.method()} ${url.pathname}`);
      if (url.pathname === "/api/bookings/search") searches.push(url.searchParams.get("q") ?? "");
    });
    const box = page.getByRole("combobox", { name: "Find a booking" });
    await box.focus();
    await page.keyboard.type(customer.name.slice(9).toUpperCase());
    const results = page.getByRole("listbox", { name: "Bookings found" });
    await expect(results.getByRole("option")).toHaveCount(1);
    await expect(results.getByRole("option")).toContainText(customer.name);
    await expect(results.getByRole("option")).toContainText("14/03/48");
    await page.keyboard.press("ArrowDown");
    await expect(results.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.screenshot({ path: testInfo.outputPath("search-results.png") });
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "March 2048" })).toBeVisible();
    await expect(results).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Customer filter" })).toContainText("All Customers");
    const found = page.locator(`tbody tr[data-booking-id="${booking.id}"]`);
    await expect(found).toHaveCount(3);
    for (const row of await found.all()) {
      await expect(row).toHaveAttribute("data-found", "true");
      // Highlighted for the eye too: the whole row is tinted, not white like the others.
      expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(
        /^rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)/,
      );
    }
    await expect(
      page.locator(`tbody tr[data-booking-id="${booking.id}"][data-date="2048-03-14"]`),
    ).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("search-found.png") });
    expect(searches.length).toBeGreaterThan(0);
    expect(writes).toEqual([]);

    // Escape closes the list, then clears the box.
    await box.focus();
    await page.keyboard.press("ArrowDown");
    await expect(results).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(results).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("");
    expect(writes).toEqual([]);
  });

  test("by mouse: finds words of the remarks, a registration and an id, and shows the day that matched", async ({
    page,
    data,
  }) => {
    const tag = unique("Freightrun").replace(" ", "");
    const type = await data.aircraftType("AW169");
    const registration = type.aircraft[0]!.registration;
    const booking = await data.booking({
      startDate: "2048-05-01",
      endDate: "2048-05-28",
      aircraftTypeId: type.id,
      allocatedAircraftId: type.aircraft[0]!.id,
    });
    await data.api.patch(`/api/bookings/${booking.id}/daily-details/2048-05-27/remarks`, {
      data: { remarks: `${tag} 4 PAX and tools` },
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page);
    await openMonth(page, "2047-01", "January 2047");
    const box = page.getByRole("combobox", { name: "Find a booking" });
    await box.fill(`${tag.toLowerCase()} 4 pa`);
    const option = page.getByRole("listbox", { name: "Bookings found" }).getByRole("option");
    await expect(option).toHaveCount(1);
    await expect(option).toContainText("27/05/48");
    await expect(option).toContainText(`AW169 ${registration}`);
    await option.click();
    await expect(page.getByRole("heading", { name: "May 2048" })).toBeVisible();
    // The day that matched, near the end of the month, is brought into view.
    const day = page.locator(`tbody tr[data-booking-id="${booking.id}"][data-date="2048-05-27"]`);
    await expect(day).toHaveAttribute("data-found", "true");
    await expect(day).toBeInViewport();

    await box.fill(String(booking.id));
    await expect(
      page
        .getByRole("listbox", { name: "Bookings found" })
        .getByRole("option", { name: new RegExp(`#${booking.id}`) }),
    ).toBeVisible();
    await box.fill("x");
    await expect(page.getByText("Type at least 2 characters, or a booking id")).toBeVisible();
    await box.fill(unique("nothing-like-this"));
    await expect(page.getByText("No bookings found")).toBeVisible();
  });
});
