import { describe, expect, it } from "vitest";
import type { Booking, Leg } from "../../shared/bookings.ts";
import { disconnectText, findDisconnects } from "./disconnects.ts";

const HUMBERSIDE = 1;
const LEMAN = 2;
const RAVENSPURN = 3;
const names = new Map([
  [HUMBERSIDE, "Humberside"],
  [LEMAN, "Leman Alpha"],
  [RAVENSPURN, "Ravenspurn North"],
]);
const CANCELLED = 9;

let nextId = 1;
const leg = (departureTime: string, fromId: number, toId: number, expectedHours = "1.00"): Leg => ({
  id: nextId++,
  departureTime,
  fromId,
  toId,
  expectedHours,
  passengers: null,
  positioning: false,
});

function booking(
  id: number,
  days: { date: string; legs: Leg[]; status?: number }[],
  aircraftId: number | null = 7,
): Booking {
  return {
    id,
    version: 1,
    startDate: days[0]!.date,
    endDate: days.at(-1)!.date,
    customerId: 1,
    customer: { id: 1, name: "Bristow", color: "#112233" },
    departureId: days[0]!.legs[0]!.fromId,
    departureLocation: { name: names.get(days[0]!.legs[0]!.fromId)! },
    aircraftTypeId: 1,
    aircraftType: { id: 1, title: "AW139" },
    allocatedAircraftId: aircraftId,
    allocatedAircraft: aircraftId === null ? null : { registration: "G-HLDA" },
    dailyDetails: days.map((day, index) => ({
      id: id * 100 + index,
      date: day.date,
      destinationId: day.legs.at(-1)!.toId,
      destinationLocation: { name: names.get(day.legs.at(-1)!.toId)! },
      departureTime: day.legs[0]!.departureTime,
      expectedAircraftHours: "1.00",
      actualHours: null,
      remarks: "--",
      bookingStatusId: day.status ?? 1,
      legs: day.legs,
    })),
  };
}

const flies = (status: number | null) => status !== CANCELLED;
const place = (id: number) => names.get(id)!;

describe("schedule disconnects", () => {
  it("names an aircraft whose next flight departs from where its legs left it, the next day too", () => {
    const out = booking(1, [
      { date: "2026-03-10", legs: [leg("0800", HUMBERSIDE, RAVENSPURN), leg("1000", RAVENSPURN, LEMAN)] },
    ]);
    const next = booking(2, [{ date: "2026-03-11", legs: [leg("0900", HUMBERSIDE, RAVENSPURN)] }]);
    const [found, ...rest] = findDisconnects([next, out], flies, 30);
    expect(rest).toEqual([]);
    expect(disconnectText(found!, place)).toBe("G-HLDA lands at Leman Alpha, next departs Humberside");
    expect(found).toMatchObject({
      previous: { bookingId: 1 },
      next: { bookingId: 2, date: "2026-03-11", legIndex: 0 },
    });
    // The positioning leg leaves an hour before the next flight, the day's own leg kept with its id.
    const day = next.dailyDetails[0]!;
    expect(found!.positioning.legs).toEqual([
      {
        departureTime: "08:00",
        fromId: LEMAN,
        toId: HUMBERSIDE,
        expectedHours: "0",
        passengers: null,
        positioning: true,
      },
      day.legs[0],
    ]);
  });

  it("reads a day of one leg as it always has: out to its destination and home, so no disconnect follows it", () => {
    const out = booking(1, [{ date: "2026-03-10", legs: [leg("0800", HUMBERSIDE, LEMAN)] }]);
    const next = booking(2, [{ date: "2026-03-11", legs: [leg("0900", HUMBERSIDE, RAVENSPURN)] }]);
    expect(findDisconnects([out, next], flies, 30)).toEqual([]);
  });

  it("finds nothing where every leg departs from where the last one landed, or where no aircraft is allocated", () => {
    const day = [
      leg("0800", HUMBERSIDE, LEMAN),
      leg("1000", LEMAN, RAVENSPURN),
      leg("1200", RAVENSPURN, HUMBERSIDE),
    ];
    expect(findDisconnects([booking(1, [{ date: "2026-03-10", legs: day }])], flies, 30)).toEqual([]);
    const a = booking(2, [{ date: "2026-03-10", legs: [leg("0800", HUMBERSIDE, LEMAN)] }], null);
    const b = booking(3, [{ date: "2026-03-10", legs: [leg("1200", RAVENSPURN, HUMBERSIDE)] }], null);
    expect(findDisconnects([a, b], flies, 30)).toEqual([]);
  });

  it("within a day of legs, puts the positioning leg a turnaround after the previous landing", () => {
    const day = booking(1, [
      {
        date: "2026-03-10",
        legs: [leg("0800", HUMBERSIDE, LEMAN, "1.00"), leg("1200", RAVENSPURN, HUMBERSIDE)],
      },
    ]);
    const [found] = findDisconnects([day], flies, 30);
    expect(found!.next).toEqual({ bookingId: 1, date: "2026-03-10", legIndex: 1 });
    expect(found!.positioning.departureTime).toBe("09:30");
    expect(found!.positioning.legs.map((l) => [l.departureTime, l.fromId, l.toId, l.positioning])).toEqual([
      ["0800", HUMBERSIDE, LEMAN, false],
      ["09:30", LEMAN, RAVENSPURN, true],
      ["1200", RAVENSPURN, HUMBERSIDE, false],
    ]);
  });

  it("leaves out cancelled days, and two bookings of one date whose order is not known (a TBC time)", () => {
    const out = booking(1, [
      { date: "2026-03-10", legs: [leg("0700", HUMBERSIDE, RAVENSPURN), leg("0800", RAVENSPURN, LEMAN)] },
    ]);
    const cancelled = booking(2, [
      { date: "2026-03-10", legs: [leg("1000", RAVENSPURN, HUMBERSIDE)], status: CANCELLED },
    ]);
    const untimed = booking(3, [{ date: "2026-03-10", legs: [leg("TBC", RAVENSPURN, HUMBERSIDE)] }]);
    expect(findDisconnects([out, cancelled, untimed], flies, 30)).toEqual([]);
  });
});
