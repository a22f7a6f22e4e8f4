import { describe, expect, it } from "vitest";
import type { Leg } from "../../../shared/bookings.ts";
import type { AircraftTypeWithAircraft } from "../../../shared/reference-data.ts";
import { makeBooking } from "../../testing/test-data.ts";
import { timelineGroups } from "./timeline-rows.ts";
import { searchOfView, searchWithoutView, viewFromSearch, zoomed } from "./timeline-view.ts";

const leg = (departureTime: string, expectedHours: string, id = 1): Leg => ({
  id,
  departureTime,
  fromId: 1,
  toId: 2,
  expectedHours,
  passengers: null,
  positioning: false,
});

const fleet: AircraftTypeWithAircraft[] = [
  {
    id: 1,
    title: "AW139",
    aircraft: [
      { id: 10, registration: "G-LDNA", retired: false },
      { id: 11, registration: "G-OLDA", retired: true },
    ],
  },
];

const groupsOf = (bookings: ReturnType<typeof makeBooking>[], hideNotFlying = false) =>
  timelineGroups({
    fleet,
    bookings,
    periods: [
      { id: 1, aircraftId: 10, startDate: "2026-12-01", endDate: "2026-12-05", reason: "AOG gearbox" },
    ],
    dates: ["2026-12-02", "2026-12-03", "2026-12-04"],
    notFlying: (statusId) => (statusId === 9 ? "Cancelled" : null),
    hideNotFlying,
  });

describe("the Timeline's rows", () => {
  it("puts each leg on its aircraft's row from its departure for its hours, an untimed one after the leg before it", () => {
    const booking = makeBooking({
      id: 1,
      startDate: "2026-12-03",
      endDate: "2026-12-03",
      allocatedAircraftId: 10,
      days: {
        "2026-12-03": { legs: [leg("08:00", "1.50", 1), leg("TBC", "0.50", 2), leg("0930/ref", "1", 3)] },
      },
    });
    const [aw139] = groupsOf([booking]);
    const rows = aw139!.rows.map((row) => row.label);
    // A retired aircraft with nothing shown has no row; the type's unallocated row comes last.
    expect(rows).toEqual(["G-LDNA", "Unallocated"]);
    const bars = aw139!.rows[0]!.bars.map((bar) => [bar.start, bar.minutes, bar.untimed]);
    // The second date of the view starts at 1,440 minutes.
    expect(bars).toEqual([
      [1440 + 480, 90, false],
      [1440 + 570, 30, true],
      [1440 + 570, 60, false],
    ]);
  });

  it("stacks overlapping legs of one row on lines of their own, and shades unavailability inside the view", () => {
    const one = makeBooking({
      id: 1,
      startDate: "2026-12-02",
      endDate: "2026-12-02",
      allocatedAircraftId: 10,
      days: { "2026-12-02": { legs: [leg("09:00", "2")] } },
    });
    const two = makeBooking({
      id: 2,
      startDate: "2026-12-02",
      endDate: "2026-12-02",
      allocatedAircraftId: 10,
      days: { "2026-12-02": { legs: [leg("10:00", "1")] } },
    });
    const three = makeBooking({
      id: 3,
      startDate: "2026-12-02",
      endDate: "2026-12-02",
      allocatedAircraftId: 10,
      days: { "2026-12-02": { legs: [leg("11:30", "1")] } },
    });
    const row = groupsOf([one, two, three])[0]!.rows[0]!;
    expect(row.lanes).toBe(2);
    expect(row.bars.map((bar) => [bar.booking.id, bar.lane])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    // 1-5 December, clipped to the view's three days.
    expect(row.blocks).toEqual([{ start: 0, end: 3 * 1440, reason: "AOG gearbox" }]);
  });

  it("strikes through a day that will not fly, or leaves it out when asked", () => {
    const cancelled = makeBooking({
      id: 1,
      startDate: "2026-12-02",
      endDate: "2026-12-03",
      days: {
        "2026-12-02": { legs: [leg("09:00", "1")], bookingStatusId: 9 },
        "2026-12-03": { legs: [leg("09:00", "1")] },
      },
    });
    const unallocated = (hide: boolean) => groupsOf([cancelled], hide)[0]!.rows.at(-1)!.bars;
    expect(unallocated(false).map((bar) => [bar.day.date, bar.notFlying])).toEqual([
      ["2026-12-02", "Cancelled"],
      ["2026-12-03", null],
    ]);
    expect(unallocated(true).map((bar) => bar.day.date)).toEqual(["2026-12-03"]);
  });
});

describe("the Timeline's address", () => {
  it("reads its date and zoom, keeps other parameters, and falls back to today and a day", () => {
    expect(viewFromSearch("?view=timeline&date=2026-12-03&days=7")).toEqual({ date: "2026-12-03", days: 7 });
    expect(viewFromSearch("?view=timeline&date=2026-13-40&days=5")).toEqual({ date: null, days: 1 });
    expect(searchOfView("?booking=5", { date: null, days: 3 }, "2026-11-29")).toBe(
      "?booking=5&view=timeline&date=2026-11-29&days=3",
    );
    expect(searchWithoutView("?view=timeline&date=2026-11-29&days=3")).toBe("");
  });

  it("zooms between a day, three days and a week, and stays put at either end", () => {
    expect(zoomed(1, "out")).toBe(3);
    expect(zoomed(3, "out")).toBe(7);
    expect(zoomed(7, "out")).toBe(7);
    expect(zoomed(1, "in")).toBe(1);
  });
});
