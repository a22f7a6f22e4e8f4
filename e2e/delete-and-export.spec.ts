import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";

test.describe("delete and export", () => {
  test("delete asks for confirmation showing customer, type, dates and the whole route", async ({
    page,
    data,
  }) => {
    const customer = await data.customer(unique("Delete Co"), "#9333EA");
    const departure = await data.location(unique("EGNH Blackpool"));
    const rigA = await data.location(unique("Leman Alpha"));
    const rigB = await data.location(unique("Clipper South"));
    const aw169 = await data.aircraftType("AW169");
    const booking = await data.booking({
      customerId: customer.id,
      aircraftTypeId: aw169.id,
      departureId: departure.id,
      destinationId: rigA.id,
      startDate: "2042-07-14",
      endDate: "2042-07-15",
    });
    await data.api.patch(`/api/bookings/${booking.id}/daily-details/2042-07-15/destination`, {
      data: { destinationId: rigB.id },
    });

    await signIn(page);
    await openMonth(page, "2042-07", "July 2042");
    const first = row(page, "14/07/42", customer.name);
    await first.getByRole("button", { name: "Delete booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete booking?" });
    await expect(dialog).toContainText(customer.name);
    await expect(dialog).toContainText("AW169");
    await expect(dialog).toContainText("14/07/42 – 15/07/42 (2 days)");
    await expect(dialog.getByRole("list", { name: "Route" }).getByRole("listitem")).toHaveText([
      departure.name,
      rigA.name,
      rigB.name,
    ]);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(first).toHaveCount(1);

    await first.getByRole("button", { name: "Delete booking" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Booking deleted successfully", { exact: true })).toBeVisible();
    await expect(page.locator("tbody tr").filter({ hasText: customer.name })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "July 2042" })).toBeVisible();
    await expect(page.locator("tbody tr").filter({ hasText: customer.name })).toHaveCount(0);
    expect(
      await data.bookings("2042-07-14", "2042-07-15").then((l) => l.some((b) => b.id === booking.id)),
    ).toBe(false);
  });

  test("Export CSV downloads the month's rows with formulas neutralised", async ({ page, data }) => {
    const customer = await data.customer(unique("=Export Co"), "#0891B2");
    const registration = (await data.aircraftType("AW139")).aircraft[0]!;
    await data.booking({
      customerId: customer.id,
      startDate: "2042-09-01",
      departureTime: "0930/PAX TBC",
      expectedHours: "2.5",
      remarks: '=HYPERLINK("http://example.com")',
      allocatedAircraftId: registration.id,
    });
    await data.booking({ customerId: customer.id, startDate: "2042-09-02", remarks: "@SUM(1)" });

    await signIn(page);
    await openMonth(page, "2042-09", "September 2042");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("flight-schedule-September-2042.csv");
    await expect(page.getByText("CSV exported for September 2042", { exact: true })).toBeVisible();

    const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = Papa.parse<string[]>(text.trim(), { newline: "\r\n" }).data;
    expect(lines).toEqual([
      [
        "Date",
        "Status",
        "Customer",
        "Departure",
        "Destination",
        "Type",
        "Aircraft",
        "Departure Time",
        "Expected Hours",
        "Remarks",
      ],
      [
        "01/09/42",
        "Pending",
        `'${customer.name}`,
        expect.stringMatching(/^EGNH Departure/),
        expect.stringMatching(/^Rig/),
        "AW139",
        registration.registration,
        "09:30",
        "2.50",
        `'=HYPERLINK("http://example.com")`,
      ],
      [
        "02/09/42",
        "Pending",
        `'${customer.name}`,
        expect.stringMatching(/^EGNH Departure/),
        expect.stringMatching(/^Rig/),
        "AW139",
        "",
        "TBC",
        "0.00",
        "'@SUM(1)",
      ],
    ]);
  });
});
