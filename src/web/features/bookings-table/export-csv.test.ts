import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { BookingStatus } from "../../../shared/reference-data.ts";
import { makeBooking } from "../../testing/test-data.ts";
import { CSV_COLUMNS, csvFileName, csvRecords, exportsLegs, toCsv } from "./export-csv.ts";
import { buildRows } from "./rows.ts";

const statuses: BookingStatus[] = [
  {
    id: 1,
    created_at: "",
    statusText: "Confirmed",
    statusColour: "#10B981",
    statusConfirmed: true,
    occupiesAircraft: true,
  },
];
const march = { from: "2025-03-01", to: "2025-03-31" };

describe("CSV export", () => {
  it("names the file after the month", () => {
    expect(csvFileName("March 2025")).toBe("flight-schedule-March-2025.csv");
  });

  it("writes the spec's columns, one line per booking row, departure time cut to HH:mm", async () => {
    const booking = makeBooking({
      id: 1,
      startDate: "2025-03-07",
      endDate: "2025-03-07",
      allocatedAircraft: { registration: "G-LDNA" },
      allocatedAircraftId: 3,
      days: {
        "2025-03-07": { departureTime: "0930/PAX TBC", expectedAircraftHours: "2.5", remarks: "Crew change" },
      },
    });
    const text = await toCsv(csvRecords(buildRows([booking], march), statuses));
    const parsed = Papa.parse<string[]>(text.trim()).data;
    expect(parsed[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed.slice(1)).toEqual([
      [
        "07/03/25",
        "Confirmed",
        "Bristow Offshore",
        "EGNH Blackpool",
        "Leman Alpha",
        "AW139",
        "G-LDNA",
        "09:30",
        "2.50",
        "Crew change",
      ],
    ]);
  });

  it("adds 'Actual Hours' as an eleventh column only when the table shows it, blank until recorded", async () => {
    const booking = makeBooking({
      id: 2,
      startDate: "2025-03-08",
      endDate: "2025-03-09",
      days: {
        "2025-03-08": { expectedAircraftHours: "2", actualHours: "1.75", remarks: "Crew change" },
        "2025-03-09": { expectedAircraftHours: "2", remarks: "Crew change" },
      },
    });
    const rows = buildRows([booking], march);
    const plain = Papa.parse<string[]>((await toCsv(csvRecords(rows, statuses))).trim()).data;
    expect(plain.map((line) => line.length)).toEqual([10, 10, 10]);
    const withFlown = { actualHours: true };
    const text = await toCsv(csvRecords(rows, statuses, withFlown), withFlown);
    const parsed = Papa.parse<string[]>(text.trim()).data;
    expect(parsed[0]).toEqual([...CSV_COLUMNS, "Actual Hours"]);
    expect(parsed.slice(1).map((line) => line.slice(8))).toEqual([
      ["2.00", "Crew change", "1.75"],
      ["2.00", "Crew change", ""],
    ]);
  });

  it("neutralises every cell that a spreadsheet would run as a formula", async () => {
    const dangerous = ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "\rCR", '=HYPERLINK("x")\nline two'];
    const records = dangerous.map((remarks) => ["01/03/25", "", "", "", "", "", "", "", "", remarks]);
    const parsed = Papa.parse<string[]>(await toCsv(records)).data.slice(1, 1 + dangerous.length);
    expect(parsed.map((line) => line[9])).toEqual(dangerous.map((value) => `'${value}`));
  });

  it("leaves ordinary text alone", async () => {
    const text = await toCsv([
      ["01/03/25", "", "", "", "", "", "", "TBC", "0.00", "2 PAX, tools"],
      ["02/03/25", "", "", "", "", "", "", "TBC", "0.00", "--"],
    ]);
    expect(text.split("\r\n")[1]).toBe('01/03/25,,,,,,,TBC,0.00,"2 PAX, tools"');
    // An empty remark's dashes are no formula: exported as they are, not as '--.
    expect(text.split("\r\n")[2]).toBe("02/03/25,,,,,,,TBC,0.00,--");
  });

  it("writes one line per leg, with Trip, Leg, Passengers and Positioning after the others, when a day has several", async () => {
    const leg = (id: number, departureTime: string, fromId: number, toId: number, expectedHours: string) => ({
      id,
      departureTime,
      fromId,
      toId,
      expectedHours,
      passengers: id === 11 ? 12 : null,
      positioning: id === 13,
    });
    const names = new Map([
      [1, "EGNH Blackpool"],
      [2, "Leman Alpha"],
      [3, "Ravenspurn North"],
    ]);
    const several = makeBooking({
      id: 7,
      startDate: "2025-03-10",
      endDate: "2025-03-11",
      days: {
        "2025-03-10": {
          departureTime: "0800",
          expectedAircraftHours: "2.25",
          actualHours: "2.5",
          remarks: "Crew change",
          destinationId: 1,
          destinationLocation: { name: "EGNH Blackpool" },
          legs: [leg(11, "0800", 1, 2, "0.75"), leg(12, "0915", 2, 3, "0.50"), leg(13, "1030", 3, 1, "1.00")],
        },
        "2025-03-11": { departureTime: "0900", legs: [leg(21, "0900", 1, 2, "1.50")] },
      },
    });
    const rows = buildRows([several], march);
    expect(exportsLegs(rows)).toBe(true);
    const columns = { actualHours: true, legs: true };
    const text = await toCsv(csvRecords(rows, statuses, { ...columns, names }), columns);
    const parsed = Papa.parse<string[]>(text.trim()).data;
    expect(parsed[0]).toEqual([...CSV_COLUMNS, "Actual Hours", "Trip", "Leg", "Passengers", "Positioning"]);
    expect(parsed.slice(1).map((line) => [line[0], ...line.slice(3, 5), ...line.slice(7)])).toEqual([
      // The day's remarks and flown hours on its first leg's line only: a column's sum counts the day once.
      [
        "10/03/25",
        "EGNH Blackpool",
        "Leman Alpha",
        "08:00",
        "0.75",
        "Crew change",
        "2.50",
        "7",
        "1",
        "12",
        "",
      ],
      ["10/03/25", "Leman Alpha", "Ravenspurn North", "09:15", "0.50", "", "", "7", "2", "", ""],
      ["10/03/25", "Ravenspurn North", "EGNH Blackpool", "10:30", "1.00", "", "", "7", "3", "", "Yes"],
      ["11/03/25", "EGNH Blackpool", "Leman Alpha", "09:00", "1.50", "--", "", "7", "1", "", ""],
    ]);
    // A month of one-leg days needs none of them: its export is as before legs.
    expect(
      exportsLegs(buildRows([makeBooking({ id: 8, startDate: "2025-03-12", endDate: "2025-03-12" })], march)),
    ).toBe(false);
  });
});
