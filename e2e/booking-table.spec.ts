import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";

/** Each test works in a month of its own, far from today, so none depends on the date it runs. */

test.describe("Booking Details table", () => {
  test("a new month opens at its top, not at the scroll position of the month before", async ({
    page,
    data,
  }) => {
    const tag = unique("scroll");
    for (const day of ["01", "28"])
      await data.booking({ startDate: `2046-11-${day}`, remarks: `${tag}-${day}` });
    await data.booking({ startDate: "2046-12-01", remarks: `${tag}-dec` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page);
    await openMonth(page, "2046-11", "November 2046");
    const area = page.getByRole("region", { name: "Bookings for November 2046" });
    await row(page, "28/11/46", `${tag}-28`).scrollIntoViewIfNeeded();
    expect(await area.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);

    await page.getByRole("button", { name: "Next month" }).click();
    const december = page.getByRole("region", { name: "Bookings for December 2046" });
    await expect(december).toBeVisible();
    await expect.poll(() => december.evaluate((element) => element.scrollTop)).toBe(0);
    await expect(row(page, "01/12/46", `${tag}-dec`)).toBeInViewport();
  });

  test("a busy month holding today opens at today's rows, and stays there once the whole month is in", async ({
    page,
    data,
  }) => {
    // Eight bookings a day from the 1st to the 25th: 200 rows, far more than the window shows at once.
    const tag = unique("busy");
    for (let i = 0; i < 8; i++)
      await data.booking({ startDate: "2047-05-01", endDate: "2047-05-25", remarks: `${tag}-${i}` });
    await page.clock.setFixedTime(new Date("2047-05-20T09:00:00"));
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page);
    await openMonth(page, "2047-05", "May 2047");
    const area = page.getByRole("region", { name: "Bookings for May 2047" });
    // The first of the month's rows arrives after today's; then today's first row is still at the top.
    await expect(row(page, "01/05/47", `${tag}-0`)).toHaveCount(1);
    await expect(row(page, "20/05/47", `${tag}-0`)).toBeInViewport();
    await expect(row(page, "01/05/47", `${tag}-0`)).not.toBeInViewport();
    expect(await area.evaluate((element) => element.scrollTop)).toBeGreaterThan(2000);
  });

  test("the customer filter cuts a long name with an ellipsis and shows it whole on hover", async ({
    page,
    data,
  }) => {
    const long = await data.customer(
      unique("Very Long Offshore Helicopter Services International Limited"),
      "#0F766E",
    );
    await data.booking({ customerId: long.id, startDate: "2046-10-07", remarks: "long-name" });
    await signIn(page);
    await openMonth(page, "2046-10", "October 2046");
    const filter = page.getByRole("combobox", { name: "Customer filter" });
    await filter.click();
    await page.getByRole("option", { name: long.name }).click();
    await expect(filter).toHaveAttribute("title", long.name);
    const name = filter.getByText(long.name, { exact: true });
    const cut = await name.evaluate((element) => ({
      overflowing: element.scrollWidth > element.clientWidth,
      ellipsis: getComputedStyle(element).textOverflow,
    }));
    expect(cut).toEqual({ overflowing: true, ellipsis: "ellipsis" });
  });

  test("month navigation with the month remembered across a reload", async ({ page }) => {
    await signIn(page);
    await openMonth(page, "2041-03", "March 2041");
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByRole("heading", { name: "April 2041" })).toBeVisible();
    await page.getByRole("button", { name: "Previous month" }).click();
    await page.getByRole("button", { name: "Previous month" }).click();
    await expect(page.getByRole("heading", { name: "February 2041" })).toBeVisible();
    // Nothing booked that month: the table says so instead of 28 empty days.
    await expect(page.getByText("No bookings in February 2041.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "February 2041" })).toBeVisible();
  });

  test("one row per booking per day, placeholders for empty days, asterisks on shared days, departure-time order", async ({
    page,
    data,
  }) => {
    const day = "2041-05-10";
    const customer = await data.customer(unique("Order Co"));
    const at = (departureTime: string, remarks: string) =>
      data.booking({ customerId: customer.id, startDate: day, departureTime, remarks });
    // Created out of order; two share a time so the tie goes to the lower booking id.
    const tbc = await at("TBC", "third-tbc");
    const afternoon = await at("14:00", "second-1400");
    const early = await at("0930/ref", "first-0930");
    const invalid = await at("25:00", "fourth-invalid");
    const tieLater = await at("14:00", "tie-later");
    const twoDays = await data.booking({
      customerId: customer.id,
      startDate: "2041-05-11",
      endDate: "2041-05-12",
    });

    await signIn(page);
    await openMonth(page, "2041-05", "May 2041");
    const dayRows = page.locator('tbody tr[data-date="2041-05-10"]');
    await expect(dayRows).toHaveCount(5);
    const remarks = await dayRows.evaluateAll((rows) =>
      rows.map((r) => r.querySelector('button[aria-label^="Remarks"]')?.textContent),
    );
    expect(remarks).toEqual(["first-0930", "second-1400", "tie-later", "third-tbc", "fourth-invalid"]);
    expect(afternoon.id).toBeLessThan(tieLater.id);
    expect([tbc, early, invalid].every((b) => b.id > 0)).toBe(true);

    // Several bookings on the 10th: its date is wrapped in asterisks; the 11th has one.
    await expect(dayRows.first().getByText("*10/05/41*")).toBeVisible();
    await expect(
      page.locator('tbody tr[data-date="2041-05-11"]').getByText("11/05/41", { exact: true }),
    ).toBeVisible();

    // A two-day booking has two rows, with Actions on the first only.
    const twoDayRows = page.locator('tbody tr[data-row-kind="booking"]').filter({
      has: page.getByRole("button", { name: `Remarks: ${twoDays.dailyDetails[0]?.remarks}` }),
    });
    await expect(
      page.locator('tbody tr[data-date="2041-05-11"]').getByRole("button", { name: "Delete booking" }),
    ).toHaveCount(1);
    await expect(
      page.locator('tbody tr[data-date="2041-05-12"]').getByRole("button", { name: "Delete booking" }),
    ).toHaveCount(0);
    expect(await twoDayRows.count()).toBeGreaterThan(0);

    // 31 days, 3 of them booked: 28 placeholders reading 'No bookings'.
    await expect(page.locator('tbody tr[data-row-kind="placeholder"]')).toHaveCount(28);
    await expect(page.locator('tbody tr[data-date="2041-05-13"]')).toContainText("No bookings");
  });

  test("the customer filter offers this month's customers only and resets when its customer leaves", async ({
    page,
    data,
  }) => {
    const onlyJune = await data.customer(unique("June Only"));
    const both = await data.customer(unique("June And July"));
    await data.booking({ customerId: onlyJune.id, startDate: "2041-06-05", remarks: "june-only" });
    await data.booking({ customerId: both.id, startDate: "2041-06-06", remarks: "june-both" });
    await data.booking({ customerId: both.id, startDate: "2041-07-06", remarks: "july-both" });

    await signIn(page);
    await openMonth(page, "2041-06", "June 2041");
    const filter = page.getByRole("combobox", { name: "Customer filter" });
    await expect(filter).toHaveText("All Customers");
    await filter.click();
    await expect(page.getByRole("option")).toHaveText(["All Customers", both.name, onlyJune.name]);
    await page.getByRole("option", { name: onlyJune.name }).click();
    await expect(page.getByRole("button", { name: "Remarks: june-only" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remarks: june-both" })).toHaveCount(0);

    // July has no booking of that customer: the filter goes back to All Customers.
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByRole("heading", { name: "July 2041" })).toBeVisible();
    await expect(filter).toHaveText("All Customers");
    await expect(page.getByRole("button", { name: "Remarks: july-both" })).toBeVisible();
    await filter.click();
    await expect(page.getByRole("option")).toHaveText(["All Customers", both.name]);
    await page.keyboard.press("Escape");
  });

  test("the aircraft type filter, grouped AW139 / AW169 / Other", async ({ page, data }) => {
    const aw169 = await data.aircraftType("AW169");
    const ec135 = await data.aircraftType("EC135");
    await data.booking({ startDate: "2041-08-03", remarks: "an-aw139" });
    await data.booking({ startDate: "2041-08-04", aircraftTypeId: aw169.id, remarks: "an-aw169" });
    await data.booking({ startDate: "2041-08-05", aircraftTypeId: ec135.id, remarks: "an-ec135" });

    await signIn(page);
    await openMonth(page, "2041-08", "August 2041");
    const filter = page.getByRole("combobox", { name: "Aircraft type filter" });
    await expect(filter).toHaveText("All Types");
    await filter.click();
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByRole("group")).toHaveCount(3);
    await expect(listbox.getByRole("group").nth(2)).toContainText("Other");
    await page.getByRole("option", { name: "AW169" }).click();
    await expect(page.getByRole("button", { name: "Remarks: an-aw169" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remarks: an-aw139" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Remarks: an-ec135" })).toHaveCount(0);
    // Remembered across a reload.
    await page.reload();
    await expect(filter).toHaveText("AW169");
  });

  test("the Booking ID and departure colour toggles", async ({ page, data }) => {
    const red = await data.location(unique("EGNJ Humberside"));
    const plain = await data.location(unique("EGPD Aberdeen"));
    const redBooking = await data.booking({
      startDate: "2041-09-02",
      departureId: red.id,
      remarks: "red-departure",
    });
    await data.booking({ startDate: "2041-09-03", departureId: plain.id, remarks: "plain-departure" });

    await signIn(page);
    await openMonth(page, "2041-09", "September 2041");
    const headers = page.getByRole("columnheader");
    await expect(headers).toHaveText([
      "Date",
      "Customer",
      "Departure",
      "Destination",
      "Type",
      "Aircraft",
      "Departure Time",
      "Remarks",
      "Expected Hours",
      "Status",
      "Actions",
    ]);
    await page.getByRole("switch", { name: "Show Booking ID" }).click();
    await expect(headers.first()).toHaveText("Booking ID");
    await expect(row(page, "02/09/41", "red-departure").locator("td").first()).toHaveText(
      String(redBooking.id),
    );

    const redCell = row(page, "02/09/41", "red-departure").getByText(red.name);
    const plainCell = row(page, "03/09/41", "plain-departure").getByText(plain.name);
    const background = (cell: typeof redCell) =>
      cell.evaluate((el) => getComputedStyle(el.closest("td > div") as Element).backgroundColor);
    expect(await background(redCell)).toBe("rgba(0, 0, 0, 0)");
    await page.getByRole("switch", { name: "Show Departures with colours" }).click();
    expect(await background(redCell)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await background(plainCell)).toBe("rgba(0, 0, 0, 0)");
  });

  test("columns resize with the mouse, down to 80 px", async ({ page }) => {
    await signIn(page);
    await openMonth(page, "2041-10", "October 2041");
    const remarks = page.getByRole("columnheader", { name: "Remarks" });
    // Its default 200 px, grown with the others to share the 1600 px window (docs/decisions/017).
    const start = Math.round((await remarks.boundingBox())?.width ?? 0);
    expect(start).toBeGreaterThan(200);
    const handle = page.getByRole("separator", { name: "Resize Remarks column" });
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 5, { steps: 4 });
    await page.mouse.up();
    expect(Math.round((await remarks.boundingBox())?.width ?? 0)).toBe(start + 56);
    // The other columns share the rest again once the drag ends, so the handle may have moved.
    const moved = (await handle.boundingBox())!;
    await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
    await page.mouse.down();
    await page.mouse.move(moved.x - 400, moved.y + 5, { steps: 4 });
    await page.mouse.up();
    expect(Math.round((await remarks.boundingBox())?.width ?? 0)).toBe(80);
  });

  test("an empty month offers 'Create your first booking'", async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem("scheduler.month", "2041-11"));
    await page.reload();
    await expect(page.getByRole("heading", { name: "November 2041" })).toBeVisible();
    await page.getByRole("button", { name: "Create your first booking" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
