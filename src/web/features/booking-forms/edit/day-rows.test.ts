import { describe, expect, it } from "vitest";
import type { DailyDetail } from "../../../../shared/bookings.ts";
import { dayChanges, dayRows } from "./day-rows.ts";

const day = (date: string, overrides: Partial<DailyDetail> = {}): DailyDetail => ({
  id: 1,
  date,
  destinationId: 7,
  destinationLocation: { name: "Leman Alpha" },
  departureTime: "0900",
  expectedAircraftHours: "1.50",
  actualHours: null,
  remarks: `remarks ${date}`,
  bookingStatusId: 2,
  legs: [],
  ...overrides,
});
const booking = {
  startDate: "2026-12-16",
  endDate: "2026-12-17",
  dailyDetails: [day("2026-12-16"), day("2026-12-17", { destinationId: 8, remarks: "Crew change" })],
};

describe("the Edit dialog's days", () => {
  it("lays the days out over the range being saved: moved with their details, new ones with the defaults", () => {
    const rows = dayRows(booking, { startDate: "2026-12-20", endDate: "2026-12-22" });
    expect(rows.map((row) => [row.key, row.date, row.departureTime, row.destinationId, row.remarks])).toEqual(
      [
        ["2026-12-16", "2026-12-20", "0900", 7, "remarks 2026-12-16"],
        ["2026-12-17", "2026-12-21", "0900", 8, "Crew change"],
        ["new 2026-12-22", "2026-12-22", "TBC", 8, "--"],
      ],
    );
    // A date still being typed leaves the days where they are.
    expect(dayRows(booking, { startDate: "2026-12-2", endDate: "2026-12-22" }).map((r) => r.date)).toEqual([
      "2026-12-16",
      "2026-12-17",
    ]);
  });

  it("sends only what changed, on the date the day will have, read as the table's cells read it", () => {
    const rows = dayRows(booking, { startDate: "2026-12-20", endDate: "2026-12-21" });
    const values = { "2026-12-17": { hours: "2:30", departureTime: " ", remarks: "Crew change" } };
    expect(dayChanges(rows, values, "2026-12-01")).toEqual({
      days: [{ date: "2026-12-21", departureTime: "TBC", expectedAircraftHours: "2.50" }],
      actualHours: [],
    });
    expect(dayChanges(rows, {}, "2026-12-01")).toEqual({ days: [], actualHours: [] });
  });

  it("refuses hours it cannot read, saying why, and takes flown hours only for days that have come", () => {
    const rows = dayRows(booking, booking);
    expect(dayChanges(rows, { "2026-12-16": { hours: "1.234" } }, "2026-12-16")).toEqual({
      errors: {
        "2026-12-16": { hours: '"1.234" has more than 2 decimals: hours are kept to 2 decimals (0.01 h)' },
      },
    });
    expect(
      dayChanges(rows, { "2026-12-16": { flown: "1,5" }, "2026-12-17": { flown: "2" } }, "2026-12-16"),
    ).toEqual({ days: [], actualHours: [{ date: "2026-12-16", actualHours: "1.50" }] });
  });
});
