import { describe, expect, it } from "vitest";
import { groupBookings } from "./group-trips.ts";
import type { ImportRow } from "./resolve-rows.ts";

let next = 0;
/** A resolved row of a trip, as resolveRows makes it. */
function row(trip: string | null, departureTime: string, overrides: Partial<ImportRow> = {}): ImportRow {
  next += 1;
  return {
    row: next,
    customer: "Trip Co",
    departure: "Base",
    destination: "Rig",
    aircraftType: "AW139",
    aircraftTypeId: 1,
    aircraft: null,
    allocatedAircraftId: null,
    status: "Pending",
    bookingStatusId: 1,
    startDate: "2033-03-10",
    endDate: "2033-03-10",
    departureTime,
    expectedHours: "1",
    actualHours: null,
    remarks: "--",
    trip,
    booking: 0,
    leg: null,
    passengers: null,
    positioning: false,
    duplicate: false,
    matches: null,
    sameExceptTime: [],
    given: { status: false, remarks: false, actualHours: false, aircraft: false },
    ...overrides,
  };
}

const times = (rows: ImportRow[]) =>
  groupBookings(rows).bookings.map((b) => b.days?.map((day) => day.legs.map((leg) => leg.departureTime)));

describe("a trip's rows grouped into bookings (docs/decisions/049)", () => {
  it("orders a day's legs by time, keeping the file's order when a leg has no time", () => {
    expect(times([row("A", "1000"), row("A", "07:30"), row("A", "0900")])).toEqual([
      [["07:30", "0900", "1000"]],
    ]);
    expect(times([row("A", "1000"), row("A", "TBC"), row("A", "0900")])).toEqual([[["1000", "TBC", "0900"]]]);
    expect(times([row(null, "1000"), row(null, "0900")])).toEqual([undefined, undefined]);
  });

  it("takes a day's remarks and flown hours from the row that gives them, alike when repeated", () => {
    const given = { status: false, remarks: true, actualHours: true, aircraft: false };
    const { bookings, errors } = groupBookings([
      row("B", "0800"),
      row("B", "0900", { remarks: "Crew change", actualHours: "1.5", given }),
      row("B", "1000", { remarks: "Crew change", actualHours: "1.50", given }),
    ]);
    expect(errors).toEqual([]);
    expect(bookings[0]!.days![0]).toMatchObject({ remarks: "Crew change", actualHours: "1.5" });
    const other = groupBookings([
      row("C", "0800", { remarks: "Crew change", given }),
      row("C", "0900", { remarks: "Freight", given }),
    ]);
    expect(other.errors).toEqual([
      `Row ${next}: Trip 'C' on 2033-03-10 has other remarks on row ${next - 1}: give a day's remarks on one of its rows`,
    ]);
  });

  it("refuses a day of more legs than a day holds", () => {
    const rows = Array.from({ length: 21 }, (_, i) => row("D", `${String(i).padStart(2, "0")}00`));
    expect(groupBookings(rows).errors).toEqual([
      `Row ${rows[20]!.row}: Trip 'D' on 2033-03-10 has 21 rows; a day can have at most 20 legs`,
    ]);
  });
});
