import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { CSV_EXAMPLE } from "../../shared/csv-import.ts";
import { hashPassword } from "../auth/passwords.ts";
import { users } from "../db/schema.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let admin: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  viewer = await t.login("viewer");
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { cookie?: string; json?: unknown; body?: string | Buffer } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(options.cookie === undefined
        ? { cookie: admin }
        : options.cookie
          ? { cookie: options.cookie }
          : {}),
      ...(options.body !== undefined ? { "content-type": "text/csv" } : {}),
    },
    ...(options.json !== undefined ? { payload: options.json as object } : {}),
    ...(options.body !== undefined ? { payload: options.body } : {}),
  });

/** Product §7's three calls: an address, the file PUT to it, and the import. */
async function importCsv(csv: string | Buffer, options: { dryRun?: boolean } = {}) {
  const { uploadURL } = (await call("POST", "/api/csv/upload-url", { json: undefined })).json();
  const put = await call("PUT", uploadURL, { body: csv });
  expect(put.statusCode, put.body).toBe(200);
  return call("POST", "/api/csv/process", { json: { csvUrl: uploadURL, ...options } });
}

const month = async (from: string, to: string) =>
  (await call("GET", `/api/bookings?from=${from}&to=${to}`)).json() as Booking[];

const SPEC_FILE = `Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Expected Hours,Remarks
Csv Offshore,Csv Base,Csv Rig,AW139,2031-03-10,2031-03-12,0730,2.5,Crew change
Csv Survey,Csv Base,Csv Farm,aw169,2031-03-11,,,,
`;

describe("CSV import", () => {
  it("imports the spec's file: bookings with one day per date, defaults, new customers and locations", async () => {
    const response = await importCsv(SPEC_FILE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      stats: {
        totalRows: 2,
        createdBookings: 2,
        createdCustomers: 2,
        createdLocations: 3,
        skippedDuplicates: 0,
      },
      errors: [],
    });
    const [first, second] = await month("2031-03-01", "2031-03-31");
    expect(first).toMatchObject({
      startDate: "2031-03-10",
      endDate: "2031-03-12",
      customer: { name: "Csv Offshore" },
    });
    expect(
      first!.dailyDetails.map((d) => [d.date, d.departureTime, d.expectedAircraftHours, d.remarks]),
    ).toEqual([
      ["2031-03-10", "0730", "2.50", "Crew change"],
      ["2031-03-11", "0730", "2.50", "Crew change"],
      ["2031-03-12", "0730", "2.50", "Crew change"],
    ]);
    expect(second).toMatchObject({
      startDate: "2031-03-11",
      endDate: "2031-03-11",
      aircraftType: { title: "AW169" },
    });
    expect(second!.dailyDetails[0]).toMatchObject({
      departureTime: "TBC",
      expectedAircraftHours: "0.00",
      remarks: "--",
    });
  });

  it("skips what is already there when the same file is uploaded again", async () => {
    const again = await importCsv(SPEC_FILE);
    expect(again.json()).toMatchObject({
      success: true,
      stats: {
        totalRows: 2,
        createdBookings: 0,
        createdCustomers: 0,
        createdLocations: 0,
        skippedDuplicates: 2,
      },
    });
    expect(await month("2031-03-01", "2031-03-31")).toHaveLength(2);
  });

  it("reads spreadsheet habits: any 'date' header, DD/MM/YY, 'Exp Flight time', a BOM, Windows-1252 text", async () => {
    const csv = Buffer.concat([
      Buffer.from("\ufeffClient,From,To,Type,Date,Exp Flight time,Notes\r\n", "utf8"),
      Buffer.from('Caf\xe9 Air,Pad \xa31,Pad 2,EC135,05/04/31,1.25,"Quoted, with comma"\r\n', "latin1"),
    ]);
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const [booking] = await month("2031-04-05", "2031-04-05");
    expect(booking).toMatchObject({ customer: { name: "Café Air" }, departureLocation: { name: "Pad £1" } });
    expect(booking!.dailyDetails[0]).toMatchObject({
      expectedAircraftHours: "1.25",
      remarks: "Quoted, with comma",
    });
  });

  it("reads a decimal comma in Expected Hours as a point, and refuses a comma it cannot read", async () => {
    const response = await importCsv(`Customer,Departure,Destination,Aircraft Type,Start Date,Expected Hours
Comma Co,Comma Pad,Comma Rig,AW139,2031-06-03,"3,5"
Comma Co,Comma Pad,Comma Rig,AW139,2031-06-04,",75"
`);
    expect(response.statusCode, response.body).toBe(200);
    const days = (await month("2031-06-03", "2031-06-04")).map(
      (b) => b.dailyDetails[0]!.expectedAircraftHours,
    );
    expect(days).toEqual(["3.50", "0.75"]);

    const unclear = await importCsv(`Customer,Departure,Destination,Aircraft Type,Start Date,Expected Hours
Comma Co,Comma Pad,Comma Rig,AW139,2031-06-05,"1,234"
`);
    expect(unclear.statusCode).toBe(422);
    expect(unclear.json().errors).toEqual([
      "Row 1: Expected hours must be a number of 0 or more with at most two decimals ('1,234')",
    ]);
  });

  it("refuses a file with any bad row, naming each row, field and value, and writes nothing", async () => {
    const before = (await call("GET", "/api/customers")).json().length;
    const response =
      await importCsv(`Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Expected Hours
Good Co,A Pad,B Pad,AW139,2031-05-01,,
Bad Co,A Pad,B Pad,Chinook,2031-05-02,,
Bad Co,A Pad,B Pad,AW139,2031-02-30,,

Bad Co,A Pad,B Pad,AW139,2031-05-09,2031-05-03,
Bad Co,,B Pad,AW139,2031-05-04,,lots
`);
    expect(response.statusCode).toBe(422);
    const result = response.json();
    expect(result.success).toBe(false);
    // Data rows count from 1 below the header; the blank line is not a row.
    expect(result.errors).toEqual([
      "Row 2: Aircraft Type 'Chinook' does not exist (known types: AW139, AW169, EC135)",
      "Row 3: Start Date '2031-02-30' is not a date (use YYYY-MM-DD, DD/MM/YY or DD/MM/YYYY)",
      "Row 4: End date must be on or after start date ('2031-05-03')",
      "Row 5: Departure is required",
      expect.stringMatching(/^Row 5: .*\('lots'\)$/),
    ]);
    expect(result.error).toBe("Nothing was imported: 4 rows have errors");
    expect(await month("2031-05-01", "2031-05-31")).toHaveLength(0);
    expect((await call("GET", "/api/customers")).json()).toHaveLength(before);
  });

  it("imports the dialog's example file as it is", async () => {
    const response = await importCsv(`${CSV_EXAMPLE}\n`);
    expect(response.json()).toMatchObject({ success: true, stats: { totalRows: 2, createdBookings: 2 } });
  });

  it("reads quoted fields with commas, newlines and doubled quotes, CRLF, trailing commas and blank lines, and spaced headers", async () => {
    const csv =
      " customer , DEPARTURE,Destination ,aircraft type,Start Date,Remarks,\r\n" +
      'Quirk Co,Quirk Pad,Quirk Rig,AW139,2031-09-01,"Line one\nline two, with ""quotes""",\r\n' +
      "quirk co , quirk pad,Quirk Rig,AW139,2031-09-02,plain,\r\n\r\n\r\n";
    const response = await importCsv(csv);
    expect(response.json()).toMatchObject({
      success: true,
      // "quirk co " is the same customer as "Quirk Co", "quirk pad" the same place as "Quirk Pad".
      stats: { totalRows: 2, createdBookings: 2, createdCustomers: 1, createdLocations: 2 },
    });
    const [first] = await month("2031-09-01", "2031-09-01");
    expect(first!.dailyDetails[0]!.remarks).toBe('Line one\nline two, with "quotes"');
  });

  it("lets other requests in while a large file imports, not only once it is done", async () => {
    const lines = Array.from(
      { length: 6_000 },
      (_, i) =>
        `Turns ${i % 40},Turns Base,Turns Rig ${i % 25},AW139,2033-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")},,${String(600 + (i % 12) * 100).padStart(4, "0")},1,row ${i}`,
    );
    const { uploadURL } = (await call("POST", "/api/csv/upload-url", { json: undefined })).json();
    const put = await call("PUT", uploadURL, {
      body: `Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Expected Hours,Remarks\n${lines.join("\n")}\n`,
    });
    expect(put.statusCode, put.body).toBe(200);
    let done = false;
    const imported = call("POST", "/api/csv/process", { json: { csvUrl: uploadURL } }).finally(() => {
      done = true;
    });
    // Health asked again at every turn of the timers: PGlite runs in this process, so an import
    // that never gives the event loop a turn answers no one else until it ends (docs/decisions/025).
    let answeredDuring = 0;
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const health = await call("GET", "/api/health");
      expect(health.statusCode).toBe(200);
      if (!done) answeredDuring++;
    }
    expect((await imported).json().stats.createdBookings).toBe(6_000);
    expect(answeredDuring).toBeGreaterThan(10);
  });

  it("names missing columns", async () => {
    const response = await importCsv("Customer,Departure,Start Date\nA,B,2031-06-01\n");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      "Missing required columns: Destination, Aircraft Type (the header row has: Customer, Departure, Start Date)",
    ]);
  });

  it("previews a file without writing it, with the aircraft and status each row will have", async () => {
    const response = await importCsv(
      "Customer,Departure,Destination,Aircraft Type,Start Date,Aircraft,Status\nPreview Co,P1,P2,AW139,2031-07-01,g-ldnc,confirmed\nPreview Co,P1,P2,AW139,2031-07-02,,\n",
      { dryRun: true },
    );
    expect(response.json()).toMatchObject({
      success: true,
      dryRun: true,
      stats: { createdBookings: 2, createdCustomers: 1, createdLocations: 2 },
      preview: [
        {
          row: 1,
          customer: "Preview Co",
          aircraftType: "AW139",
          aircraft: "G-LDNC",
          status: "Confirmed",
          startDate: "2031-07-01",
          duplicate: false,
        },
        // No aircraft, and the default status.
        { row: 2, aircraft: null, status: "Pending" },
      ],
    });
    expect(await month("2031-07-01", "2031-07-31")).toHaveLength(0);
  });

  it("keeps upload addresses to one file, one user and 15 minutes, and files to 5 MB", async () => {
    const address = async () => (await call("POST", "/api/csv/upload-url")).json().uploadURL as string;
    const tooBig = await call("PUT", await address(), { body: Buffer.alloc(5 * 1024 * 1024 + 1, 65) });
    expect(tooBig.statusCode).toBe(413);

    const used = await address();
    expect((await call("PUT", used, { body: "a" })).statusCode).toBe(200);
    expect((await call("PUT", used, { body: "b" })).statusCode).toBe(409);

    expect((await call("PUT", await address(), { body: "a", cookie: viewer })).statusCode).toBe(403);

    // Another editor can neither fill nor import someone else's upload.
    await t.database.db.insert(users).values({
      username: "second",
      name: "Second Editor",
      canEdit: true,
      passwordHash: await hashPassword(TEST_PASSWORD),
    });
    const other = await t.login("second");
    const mine = await address();
    expect((await call("PUT", mine, { body: "a", cookie: other })).statusCode).toBe(404);
    expect((await call("PUT", mine, { body: "Customer\n" })).statusCode).toBe(200);
    expect(
      (await call("POST", "/api/csv/process", { json: { csvUrl: mine }, cookie: other })).statusCode,
    ).toBe(404);

    const late = await address();
    // 16 minutes, with the session kept alive in between (it idles out after 15).
    t.clock.advance(10 * 60_000);
    await call("GET", "/api/auth/me");
    t.clock.advance(6 * 60_000);
    expect((await call("PUT", late, { body: "a" })).statusCode).toBe(410);

    expect(
      (await call("POST", "/api/csv/process", { json: { csvUrl: "https://elsewhere.example/file.csv" } }))
        .statusCode,
    ).toBe(400);
    expect((await call("POST", "/api/csv/upload-url", { cookie: "" })).statusCode).toBe(401);
    expect((await call("POST", "/api/csv/upload-url", { cookie: await t.login("viewer") })).statusCode).toBe(
      403,
    );
  });

  it("assembles a multipart upload (Uppy's Companion protocol) and imports it", async () => {
    const csv = "Customer,Departure,Destination,Aircraft Type,Start Date\nParts Co,Q1,Q2,AW139,2031-08-01\n";
    const created = await call("POST", "/api/csv/s3/multipart", {
      json: { filename: "parts.csv", type: "text/csv", metadata: {} },
    });
    const { uploadId, key } = created.json();
    expect(key).toBe(uploadId);
    const halves = [csv.slice(0, 30), csv.slice(30)];
    const parts = [];
    for (const [index, half] of halves.entries()) {
      const { url } = (await call("GET", `/api/csv/s3/multipart/${uploadId}/${index + 1}?key=${key}`)).json();
      const put = await call("PUT", new URL(url).pathname, { body: half });
      expect(put.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      parts.push({ PartNumber: index + 1, ETag: put.headers.etag as string });
    }
    const listed = (await call("GET", `/api/csv/s3/multipart/${uploadId}?key=${key}`)).json();
    expect(listed.map((p: { PartNumber: number }) => p.PartNumber)).toEqual([1, 2]);
    const done = await call("POST", `/api/csv/s3/multipart/${uploadId}/complete?key=${key}`, {
      json: { parts },
    });
    expect(done.statusCode, done.body).toBe(200);
    const processed = await call("POST", "/api/csv/process", { json: { csvUrl: done.json().location } });
    expect(processed.json()).toMatchObject({ success: true, stats: { createdBookings: 1 } });

    const aborted = (await call("POST", "/api/csv/s3/multipart", { json: { filename: "x.csv" } })).json()
      .uploadId;
    expect((await call("DELETE", `/api/csv/s3/multipart/${aborted}?key=${aborted}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/csv/s3/multipart/${aborted}?key=${aborted}`)).statusCode).toBe(404);
    // Aborting it again (or another user's upload) is not found, as the other calls answer.
    expect((await call("DELETE", `/api/csv/s3/multipart/${aborted}?key=${aborted}`)).statusCode).toBe(404);
  });
});
