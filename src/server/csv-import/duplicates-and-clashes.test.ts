import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { csvClient } from "../testing/csv-test-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let csv: ReturnType<typeof csvClient>;
beforeAll(async () => {
  t = await createTestApp();
  csv = csvClient(t, await t.login("admin"));
});
afterAll(() => t.close());

const HEADER =
  "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Aircraft\n";
const day = async (date: string) =>
  (await csv.call("GET", `/api/bookings?from=${date}&to=${date}`)).json() as Booking[];
const times = (bookings: Booking[]) => bookings.map((b) => b.dailyDetails[0]!.departureTime).sort();

describe("CSV import: the same booking only at the same time (docs/decisions/026)", () => {
  it("keeps every rotation of a day: two rows alike but for the time are two bookings", async () => {
    const response = await csv.importFile(
      `${HEADER}Shuttle Co,Rot Base,Rot Rig,AW139,2032-01-10,0700,1,\nShuttle Co,Rot Base,Rot Rig,AW139,2032-01-10,1400,1,\n`,
    );
    expect(response.json()).toMatchObject({
      success: true,
      stats: { createdBookings: 2, skippedDuplicates: 0 },
    });
    expect(times(await day("2032-01-10"))).toEqual(["0700", "1400"]);
  });

  it("never counts rows of one file as duplicates of each other", async () => {
    const row = "Twin Co,Twin Base,Twin Rig,AW139,2032-01-11,TBC,1,\n";
    const response = await csv.importFile(`${HEADER}${row}${row}`);
    expect(response.json()).toMatchObject({ stats: { createdBookings: 2, skippedDuplicates: 0 } });
    expect(await day("2032-01-11")).toHaveLength(2);
  });

  it("previews the rows it would skip, each with the booking it matches; 'TBC' matches only 'TBC'", async () => {
    const seven = (await day("2032-01-10")).find((b) => b.dailyDetails[0]!.departureTime === "0700")!;
    const result = await csv.preview(
      `${HEADER}shuttle co ,Rot Base,Rot Rig,AW139,2032-01-10,07:00,1,\nShuttle Co,Rot Base,Rot Rig,AW139,2032-01-10,TBC,1,\n`,
    );
    expect(result.stats).toMatchObject({ createdBookings: 1, skippedDuplicates: 1 });
    expect(result.preview[0]).toMatchObject({
      row: 1,
      duplicate: true,
      matches: { bookingId: seven.id, departureTime: "0700" },
    });
    // The TBC row is a new flight, shown beside the two stored ones of that day.
    expect(result.preview[1]).toMatchObject({ row: 2, duplicate: false, matches: null });
    expect(result.preview[1].sameExceptTime.map((f: { departureTime: string }) => f.departureTime)).toEqual([
      "0700",
      "1400",
    ]);
  });

  it("shows a corrected time beside the old flight and imports it as a new one, not merged", async () => {
    const result = await csv.preview(`${HEADER}Shuttle Co,Rot Base,Rot Rig,AW139,2032-01-10,0730,1,\n`);
    expect(result.preview[0]).toMatchObject({ duplicate: false, matches: null });
    expect(result.preview[0].sameExceptTime).toHaveLength(2);
    expect(result.stats.createdBookings).toBe(1);
  });

  it("imports a matching row anyway when the person chooses it", async () => {
    const file = `${HEADER}Shuttle Co,Rot Base,Rot Rig,AW139,2032-01-10,1400,1,\nShuttle Co,Rot Base,Rot Rig,AW139,2032-01-10,0700,1,\n`;
    const url = await csv.upload(file);
    const response = await csv.process(url, { importDuplicateRows: [2] });
    expect(response.json()).toMatchObject({ stats: { createdBookings: 1, skippedDuplicates: 1 } });
    expect(times(await day("2032-01-10"))).toEqual(["0700", "0700", "1400"]);
  });
});

describe("CSV import: the clashes it would create are listed before it writes", () => {
  it("names the other booking and aircraft, and imports all the same when asked", async () => {
    const first = await csv.importFile(`${HEADER}Clash Co,Cl Base,Cl Rig,AW139,2032-02-01,0900,2,G-LDNA\n`);
    expect(first.json().clashCount).toBe(0);
    const [stored] = await day("2032-02-01");
    const file = `${HEADER}Other Co,Cl Base,Cl Rig,AW139,2032-02-01,1000,1,G-LDNA\nQuiet Co,Cl Base,Cl Rig,AW139,2032-02-01,1000,1,G-LDNB\n`;
    const url = await csv.upload(file);
    const preview = (await csv.process(url, { dryRun: true })).json();
    expect(preview.message).toContain("1 clash");
    expect(preview.clashes).toEqual([
      expect.objectContaining({
        kind: "time",
        date: "2032-02-01",
        registration: "G-LDNA",
        rows: [1],
        bookingIds: [stored!.id],
        detail: expect.stringMatching(/^G-LDNA: .*Clash Co.*Other Co|^G-LDNA: .*Other Co.*Clash Co/),
      }),
    ]);
    // The preview wrote nothing.
    expect(await day("2032-02-01")).toHaveLength(1);
    const imported = (await csv.process(url)).json();
    expect(imported).toMatchObject({ success: true, stats: { createdBookings: 2 }, clashCount: 1 });
    expect(await day("2032-02-01")).toHaveLength(3);
  });
});
