import type { Page } from "@playwright/test";
import { expect, openMonth, signIn, test, unique } from "./support/fixtures.ts";

/**
 * Daily flight sheet and printing (docs/decisions/017): the month prints whole on A4 landscape without controls, every data column kept and
 * the header row repeated; the Daily flight sheet prints one day's flights on one page.
 */

/** The pages of a PDF and the size of the first (points), read from its page objects. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return { pages, width: Math.round(Number(box?.[1])), height: Math.round(Number(box?.[2])) };
}

const A4_LANDSCAPE = { width: 842, height: 595 };

async function printPdf(page: Page) {
  await page.emulateMedia({ media: "print" });
  // preferCSSPageSize: the stylesheet's @page (A4 landscape) decides the paper, as it does in a browser.
  return pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

test.describe("Print", () => {
  test("the month prints whole: no controls, Expected Hours and Status kept, header repeated, A4 landscape", async ({
    page,
    data,
  }, testInfo) => {
    const customer = await data.customer(unique("Print Air"));
    const tag = unique("print-month");
    await data.booking({
      startDate: "2047-07-01",
      endDate: "2047-07-31",
      customerId: customer.id,
      remarks: `${tag} a remark long enough to be cut on screen but written out whole on paper`,
      expectedHours: "2.5",
    });
    await data.booking({ startDate: "2047-07-31", remarks: `${tag}-last` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page);
    await openMonth(page, "2047-07", "July 2047");
    await page.emulateMedia({ media: "print" });

    for (const name of [
      "New Booking",
      "Sign Out",
      "Export CSV",
      "Print",
      "Daily flight sheet",
      "Next month",
    ]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeHidden();
    }
    await expect(page.getByRole("tab", { name: "Booking Details" })).toBeHidden();
    await expect(page.getByRole("switch", { name: "Show Booking ID" })).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Customer filter" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "July 2047" })).toBeVisible();
    const headers = await page
      .getByRole("columnheader")
      .evaluateAll((cells) =>
        cells.filter((cell) => getComputedStyle(cell).display !== "none").map((cell) => cell.textContent),
      );
    expect(headers).toEqual([
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
    ]);
    // The whole month, not the scroll area's window of it: the last day is laid out too, text uncut.
    await expect(page.getByText(`${tag}-last`)).toBeVisible();
    const remark = page.getByText(`${tag} a remark`).first();
    expect(await remark.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    // The header row is a table header group and not stuck in place, which is what repeats it on every page.
    const thead = await page.locator("thead").evaluate((element) => getComputedStyle(element).display);
    expect(thead).toBe("table-header-group");
    const th = await page
      .getByRole("columnheader", { name: "Date" })
      .evaluate((element) => getComputedStyle(element).position);
    expect(th).toBe("static");

    await page.screenshot({ path: testInfo.outputPath("month-print.png") });
    const pdf = await printPdf(page);
    expect(pdf.pages).toBeGreaterThan(1);
    expect({ width: pdf.width, height: pdf.height }).toEqual(A4_LANDSCAPE);
  });

  test("the Daily flight sheet lists one day's flights and prints them alone on one page", async ({
    page,
    data,
  }, testInfo) => {
    const customer = await data.customer(unique("Sheet Air"));
    const from = await data.location(unique("EGNH Blackpool"));
    const to = await data.location(unique("Leman Alpha"));
    const confirmed = await data.status("Confirmed");
    const fleet = await data.aircraftType("AW139");
    const tag = unique("sheet");
    const times = [
      "0630",
      "0715",
      "0800",
      "0845",
      "0930",
      "1000",
      "1045",
      "1130",
      "1215",
      "1300",
      "1345",
      "1430",
      "1515",
      "TBC",
    ];
    await Promise.all(
      times.map((time, i) =>
        data.booking({
          startDate: "2047-08-12",
          customerId: customer.id,
          departureId: from.id,
          destinationId: to.id,
          aircraftTypeId: fleet.id,
          allocatedAircraftId: i === 0 ? fleet.aircraft[0]?.id : undefined,
          bookingStatusId: confirmed.id,
          departureTime: time,
          expectedHours: "1.25",
          remarks: `${tag}-${i} Crew change, 4 PAX and freight for the platform`,
        }),
      ),
    );
    await data.booking({ startDate: "2047-08-13", remarks: `${tag}-next-day` });
    await signIn(page);
    await openMonth(page, "2047-08", "August 2047");

    // By keyboard: the toolbar button opens it, Escape closes it.
    await page.getByRole("button", { name: "Daily flight sheet" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Daily flight sheet" });
    await expect(dialog).toBeVisible();
    const day = dialog.getByLabel("Day", { exact: true });
    await day.fill("12/08/2047");
    await day.press("Enter");
    await expect(dialog).toBeVisible();
    const sheet = dialog.getByRole("article", { name: "Daily flight sheet for Monday 12 August 2047" });
    await expect(sheet.locator("tbody tr")).toHaveCount(times.length);
    await expect(sheet).toContainText("14 flights · 17.50 hours");
    await expect(sheet).not.toContainText(`${tag}-next-day`);
    const first = sheet.locator("tbody tr").first();
    await expect(first).toContainText("0630");
    await expect(first).toContainText(`AW139 ${fleet.aircraft[0]?.registration}`);
    await expect(first).toContainText(`${from.name} → ${to.name}`);
    await expect(first).toContainText("1.25");
    await expect(first).toContainText(`${tag}-0 Crew change`);
    await expect(first).toContainText("Confirmed");
    await expect(sheet.locator("tbody tr").last()).toContainText("TBC");
    await page.screenshot({ path: testInfo.outputPath("daily-sheet-dialog.png") });

    // Printing now prints the sheet and nothing else, on one A4 landscape page.
    await page.emulateMedia({ media: "print" });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Bookings for August 2047" })).toBeHidden();
    const printed = page.locator("[data-daily-sheet]");
    await expect(printed).toBeVisible();
    await expect(printed.locator("tbody tr")).toHaveCount(times.length);
    await page.screenshot({ path: testInfo.outputPath("daily-sheet-print.png"), fullPage: true });
    const pdf = await printPdf(page);
    expect(pdf).toEqual({ pages: 1, ...A4_LANDSCAPE });

    await page.emulateMedia({ media: "screen" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Daily flight sheet" })).toBeFocused();
    // Closed, the month prints again.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("region", { name: "Bookings for August 2047" })).toBeVisible();
    await expect(printed).toHaveCount(0);
  });

  test("a day of several legs lists its legs under the flight, totals hours by leg with positioning apart, and prints on one page", async ({
    page,
    data,
  }, testInfo) => {
    const customer = await data.customer(unique("Legs Air"));
    const [base, leman, ravens] = [
      await data.location(unique("Humberside")),
      await data.location(unique("Leman")),
      await data.location(unique("Ravens")),
    ];
    const confirmed = await data.status("Confirmed");
    const common = {
      startDate: "2047-08-20",
      customerId: customer.id,
      departureId: base.id,
      bookingStatusId: confirmed.id,
    };
    // Four crew changes of three legs and ten one-leg flights: 26 lines on the sheet.
    for (let i = 0; i < 4; i++) {
      const hour = (h: number) => `${String(h + i).padStart(2, "0")}00`;
      await data.booking({
        ...common,
        destinationId: base.id,
        legs: [
          { departureTime: hour(6), fromId: base.id, toId: leman.id, expectedHours: "0.75", passengers: 12 },
          { departureTime: hour(7), fromId: leman.id, toId: ravens.id, expectedHours: "0.5" },
          { departureTime: hour(8), fromId: ravens.id, toId: base.id, expectedHours: "1", positioning: true },
        ],
      });
    }
    for (let i = 0; i < 10; i++) {
      await data.booking({
        ...common,
        destinationId: leman.id,
        departureTime: `${10 + i}00`,
        expectedHours: "1.25",
      });
    }
    await signIn(page);
    await openMonth(page, "2047-08", "August 2047");
    await page.getByRole("button", { name: "Daily flight sheet" }).click();
    const dialog = page.getByRole("dialog", { name: "Daily flight sheet" });
    const day = dialog.getByLabel("Day", { exact: true });
    await day.fill("20/08/2047");
    await day.press("Enter");
    const sheet = dialog.getByRole("article", { name: "Daily flight sheet for Tuesday 20 August 2047" });
    // 4 x 2.25 + 10 x 1.25 hours, 4 of them flown empty.
    await expect(sheet).toContainText("14 flights · 22 legs · 21.50 hours (4.00 positioning)");
    await expect(sheet.locator("tbody tr")).toHaveCount(26);
    const flight = sheet.locator("tbody tr").first();
    await expect(flight).toContainText("0600");
    await expect(flight).toContainText("3 legs");
    await expect(flight).toContainText("2.25");
    const legs = sheet.getByTestId("sheet-leg");
    await expect(legs).toHaveCount(12);
    await expect(legs.nth(0)).toContainText(`Leg 1${base.name} → ${leman.name} · 12 pax0.75`);
    await expect(legs.nth(2)).toContainText(`Leg 3${ravens.name} → ${base.name} · Positioning1.00`);
    await page.screenshot({ path: testInfo.outputPath("daily-sheet-legs.png") });

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-daily-sheet]").getByTestId("sheet-leg")).toHaveCount(12);
    await page.screenshot({ path: testInfo.outputPath("daily-sheet-legs-print.png"), fullPage: true });
    expect(await printPdf(page)).toEqual({ pages: 1, ...A4_LANDSCAPE });
  });
});
