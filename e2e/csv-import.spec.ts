import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";

/** Product §2/§4 Import Bookings from CSV, through the real upload, check and import. */
test.describe("CSV import", () => {
  test("previews a file, imports it by keyboard, and shows the bookings in the table", async ({ page }) => {
    const customer = unique("Csv Import Co");
    await signIn(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Bookings from CSV" });
    await expect(dialog.getByText("Required columns")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Upload CSV File" })).toBeFocused();

    // Enter on the focused button opens the file chooser.
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({
      name: "bookings.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Exp Flight time,Remarks\n${customer},Csv Pad A,Csv Pad B,AW139,2060-03-04,2060-03-05,0815,1.5,From the sheet\n`,
      ),
    });
    await expect(dialog.getByText("1 row checked: 1 booking to import")).toBeVisible();
    await expect(dialog.getByRole("cell", { name: customer })).toBeVisible();
    // The file has no 'Actual Hours' column, nor has the preview.
    await expect(dialog.getByRole("columnheader", { name: "Actual Hours" })).toHaveCount(0);
    const importButton = dialog.getByRole("button", { name: "Import 1 booking" });
    await expect(importButton).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByText("CSV processed successfully", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("status").filter({ hasText: "1 booking imported" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" }).last()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();

    await openMonth(page, "2060-03", "March 2060");
    await expect(row(page, "04/03/60", customer)).toBeVisible();
    await expect(row(page, "05/03/60", customer)).toBeVisible();
  });

  test("previews the optional 'Actual Hours' column when the file has it, a decimal comma read as a point", async ({
    page,
  }, testInfo) => {
    const customer = unique("Csv Flown Co");
    const day = `2060-${"06"}-04`;
    await signIn(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Bookings from CSV" });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload CSV File" }).click();
    await (await chooser).setFiles({
      name: "flown.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Actual Hours",
          `${customer},Csv Pad A,Csv Pad B,AW139,${day},0815,2,"2,5"`,
          `${customer},Csv Pad A,Csv Pad C,AW139,${day},1415,1,`,
        ].join("\n"),
      ),
    });
    await expect(dialog.getByText("2 rows checked: 2 bookings to import")).toBeVisible();
    const headers = dialog.getByRole("columnheader");
    await expect(headers.nth(8)).toHaveText("Actual Hours");
    const rows = dialog.getByRole("row").filter({ hasText: customer });
    await expect(rows.nth(0).getByRole("cell").nth(8)).toHaveText("2.50");
    await expect(rows.nth(1).getByRole("cell").nth(8)).toHaveText("—");
    await page.screenshot({ path: testInfo.outputPath("import-actual-hours.png") });
  });

  test("previews each row's aircraft and status, in a dialog as wide as a large screen allows", async ({
    page,
  }, testInfo) => {
    const customer = unique("Bristow Helicopters Offshore");
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Bookings from CSV" });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload CSV File" }).click();
    await (await chooser).setFiles({
      name: "allocated.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Expected Hours,Remarks,Status,Aircraft",
          `${customer},EGNH Blackpool,Leman Alpha Platform,AW139,2060-08-04,2060-08-06,0815,2.5,"Crew change, 4 PAX and freight",confirmed,g-ldnb`,
          `${customer},EGNJ Humberside,Hornsea Two Substation,AW169,2060-08-05,,TBC,1.5,Survey team,,`,
        ].join("\n"),
      ),
    });
    await expect(dialog.getByText("2 rows checked: 2 bookings to import")).toBeVisible();
    const headers = await dialog.getByRole("columnheader").allTextContents();
    const rows = dialog.getByRole("row").filter({ hasText: customer });
    const cell = (index: number, heading: string) =>
      rows.nth(index).getByRole("cell").nth(headers.indexOf(heading));
    // What will be written: the registration and status as stored; none and the default without them.
    await expect(cell(0, "Aircraft")).toHaveText("G-LDNB");
    await expect(cell(0, "Status")).toHaveText("Confirmed");
    await expect(cell(1, "Aircraft")).toHaveText("—");
    await expect(cell(1, "Status")).toHaveText("Pending");

    // At 1920 the dialog is wide and every row is one line high, as high as the heading row.
    expect((await dialog.boundingBox())?.width).toBeGreaterThan(1500);
    const lineHeight = (await dialog.getByRole("row").first().boundingBox())?.height ?? 0;
    for (const index of [0, 1]) {
      expect((await rows.nth(index).boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    }
    await page.screenshot({ path: testInfo.outputPath("import-preview-1920x1080.png") });

    // At 1366x768 it still fits the screen, its Import button in reach.
    await page.setViewportSize({ width: 1366, height: 768 });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1366 && box.y >= 0 && box.y + box.height <= 768).toBe(
      true,
    );
    await expect(dialog.getByRole("button", { name: "Import 2 bookings" })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("import-preview-1366x768.png") });
  });

  test("lists each bad row with the hint, imports nothing, and Escape closes", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Bookings from CSV" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "Customer,Departure,Destination,Aircraft Type,Start Date\nBad Co,A,B,Chinook,2060-04-01\nBad Co,A,B,AW139,31/02/2060\n",
      ),
    });
    await expect(dialog.getByText("Errors found in 2 rows")).toBeVisible();
    await expect(
      dialog.getByText("Row 1: Aircraft Type 'Chinook' does not exist", { exact: false }),
    ).toBeVisible();
    await expect(
      dialog.getByText("Row 2: Start Date '31/02/2060' is not a date", { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByText("Fix these issues in your CSV and try uploading again.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("refuses a file that is not .csv before uploading it", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Bookings from CSV" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "bookings.xlsx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("PK"),
    });
    await expect(page.getByText("No files were uploaded successfully", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText("bookings.xlsx is not a .csv file");

    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download example CSV" }).click();
    expect((await download).suggestedFilename()).toBe("bookings-example.csv");
  });

  test("keeps a second rotation, names the booking a row matches and the clashes it would create, and lets the person decide", async ({
    page,
  }) => {
    const shuttle = unique("Rotation Co");
    const other = unique("Clashing Co");
    const header =
      "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Aircraft";
    const file = (rows: string[]) => ({
      name: "rotations.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${header}\n${rows.join("\n")}\n`),
    });
    await signIn(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Bookings from CSV" });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(
        file([
          `${shuttle},Rot Pad,Rot Rig,AW139,2061-07-14,0700,2,G-LDNC`,
          `${shuttle},Rot Pad,Rot Rig,AW139,2061-07-14,1400,1,`,
        ]),
      );
    // Two rotations of one day are two flights.
    await expect(dialog.getByText("2 rows checked: 2 bookings to import")).toBeVisible();
    await dialog.getByRole("button", { name: "Import 2 bookings" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "2 bookings imported" })).toBeVisible();

    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload Another File" }).click();
    await (await chooser).setFiles(
      file([
        `${shuttle},Rot Pad,Rot Rig,AW139,2061-07-14,07:00,2,G-LDNC`,
        `${other},Rot Pad,Rot Rig,AW139,2061-07-14,0800,1,G-LDNC`,
      ]),
    );
    await expect(dialog.getByText("Already in the schedule (1): skipped unless you tick them")).toBeVisible();
    await expect(dialog.getByText(/Row 1: .* is the same as booking \d+\./)).toBeVisible();
    await expect(dialog.getByText("This import would create 1 clash:")).toBeVisible();
    await expect(
      dialog.getByRole("listitem").filter({ hasText: /^Row 2, 14\/07\/61: G-LDNC: .* \(booking \d+\)$/ }),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Import 1 booking" })).toBeVisible();

    // Ticked by keyboard, the row is checked again with the rest: its own clashes are shown too.
    const anyway = dialog.getByRole("checkbox", { name: /Import anyway/ });
    await anyway.focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("button", { name: "Import 2 bookings" })).toBeVisible();
    await expect(anyway).toBeChecked();
    await expect(dialog.getByText(/This import would create [2-9] clashes:/)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("button", { name: "Import 1 booking" })).toBeVisible();

    await dialog.getByRole("button", { name: "Import 1 booking" }).click();
    await expect(
      dialog
        .getByRole("status")
        .filter({ hasText: "1 booking imported, 1 already there skipped, 1 new customer, 1 clash" }),
    ).toBeVisible();
  });

  test("shows how to give a day several legs, previews a file's trips with each row's leg, and imports a trip as one booking", async ({
    page,
  }, testInfo) => {
    const customer = unique("Csv Trip Co");
    const trip = unique("CC");
    await signIn(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Bookings from CSV" });
    await expect(dialog.getByRole("heading", { name: "A day of several legs" })).toBeVisible();
    await expect(dialog.getByText("Trip (rows sharing a trip and a date are that day's legs)")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("import-help-legs.png"), fullPage: true });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload CSV File" }).click();
    await (await chooser).setFiles({
      name: "trips.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "Trip,Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Passengers,Positioning",
          `${trip},${customer},Csv Leman,Csv Ravens,AW139,2078-04-04,0915,0.5,8,`,
          `${trip},${customer},Csv Humber,Csv Leman,AW139,2078-04-04,0800,0.75,12,`,
          `${trip},${customer},Csv Ravens,Csv Humber,AW139,2078-04-04,1030,1,,Yes`,
        ].join("\n"),
      ),
    });
    await expect(dialog.getByText("3 rows checked: 1 booking to import")).toBeVisible();
    await expect(
      dialog.getByText(/Rows sharing a Trip and a date are that day's legs.*3 rows make 1 booking/),
    ).toBeVisible();
    const headers = dialog.getByRole("columnheader");
    await expect(headers.nth(1)).toHaveText("Trip");
    await expect(headers.nth(2)).toHaveText("Leg");
    const rows = dialog.getByRole("row").filter({ hasText: customer });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByRole("cell").nth(2)).toHaveText("2 of 3");
    await expect(rows.nth(1).getByRole("cell").nth(2)).toHaveText("1 of 3");
    await expect(rows.nth(2)).toContainText("Yes");
    await page.screenshot({ path: testInfo.outputPath("import-preview-trips.png") });
    await dialog.getByRole("button", { name: "Import 1 booking" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "1 booking imported" })).toBeVisible();
  });
});
