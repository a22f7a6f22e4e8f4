import { describe, expect, it } from "vitest";
import type { DailyDetail, Leg } from "../../../../shared/bookings.ts";
import { legDrafts, withLegMoved } from "../../../lib/leg-drafts.ts";
import { dayLegsAdding, dayLegsChange } from "./day-legs.ts";
import { dayChanges, dayRows, initialValues } from "./day-rows.ts";

const leg = (
  id: number,
  fromId: number,
  toId: number,
  departureTime: string,
  expectedHours: string,
): Leg => ({
  id,
  departureTime,
  fromId,
  toId,
  expectedHours,
  passengers: null,
  positioning: false,
});
const day = (date: string, legs: Leg[]): DailyDetail => ({
  id: 1,
  date,
  destinationId: legs.at(-1)!.toId,
  destinationLocation: { name: "Leman Alpha" },
  departureTime: legs[0]!.departureTime,
  expectedAircraftHours: "1.00",
  actualHours: null,
  remarks: "--",
  bookingStatusId: 2,
  legs,
});
const booking = {
  startDate: "2026-12-16",
  endDate: "2026-12-17",
  dailyDetails: [
    day("2026-12-16", [leg(31, 1, 7, "0800", "1.00")]),
    day("2026-12-17", [leg(41, 1, 7, "0800", "1.00"), leg(42, 7, 1, "10:00", "1.00")]),
  ],
};

describe("legs in the Edit dialog's days", () => {
  it("'Add leg' opens a one-leg day's legs from its inputs as typed, then a leg back to the departure", () => {
    const [row] = dayRows(booking, booking);
    const typed = { ...initialValues(row!), departureTime: "0730", hours: "2:00" };
    const legs = dayLegsAdding(row!, typed, { departureId: "1", turnaroundMinutes: 30 });
    expect(legs.map((l) => [l.id, l.departureTime, l.fromId, l.toId, l.hours])).toEqual([
      [31, "0730", "1", "7", "2:00"],
      [undefined, "10:00", "7", "1", ""],
    ]);
  });

  it("sends a day's legs, all of them, only when they changed, and then none of its own time or hours", () => {
    const rows = dayRows(booking, booking);
    const several = rows[1]!;
    expect(dayLegsChange(several, legDrafts(several.legs))).toEqual({});
    const moved = withLegMoved(legDrafts(several.legs), 1, -1);
    const change = dayLegsChange(several, moved);
    expect("legs" in change && change.legs?.map((l) => l.id)).toEqual([42, 41]);

    const opened = dayLegsAdding(rows[0]!, initialValues(rows[0]!), {
      departureId: "1",
      turnaroundMinutes: 30,
    });
    const values = { "2026-12-16": { departureTime: "0600" } };
    const result = dayChanges(rows, values, "2026-12-01", { "2026-12-16": opened, "2026-12-17": moved });
    expect(result).toEqual({
      days: [
        {
          date: "2026-12-16",
          legs: [
            {
              id: 31,
              departureTime: "0800",
              fromId: 1,
              toId: 7,
              expectedHours: "1.00",
              passengers: null,
              positioning: false,
            },
            {
              departureTime: "09:30",
              fromId: 7,
              toId: 1,
              expectedHours: "0.00",
              passengers: null,
              positioning: false,
            },
          ],
        },
        { date: "2026-12-17", legs: "legs" in change ? change.legs : [] },
      ],
      actualHours: [],
    });
  });

  it("names a leg that cannot be saved under its day", () => {
    const rows = dayRows(booking, booking);
    const legs = legDrafts(rows[1]!.legs);
    legs[1] = { ...legs[1]!, hours: "1.234" };
    expect(dayChanges(rows, {}, "2026-12-01", { "2026-12-17": legs })).toEqual({
      errors: {
        "2026-12-17": {
          legs: {
            [legs[1]!.key]: {
              hours: '"1.234" has more than 2 decimals: hours are kept to 2 decimals (0.01 h)',
            },
          },
        },
      },
    });
  });
});
