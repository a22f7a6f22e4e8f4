import { describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/bookings.ts";
import type { BookingStatus } from "../../../shared/reference-data.ts";
import { type CrewFilter, crewDays, crewWindow } from "./crew-days.ts";

const status = (id: number, statusText: string, occupiesAircraft: boolean): BookingStatus => ({
  id,
  created_at: "",
  statusText,
  statusColour: "#10B981",
  statusConfirmed: false,
  occupiesAircraft,
});
const statuses = [status(1, "Pending", true), status(2, "Cancelled", false)];

function booking(
  id: number,
  customerId: number,
  aircraftId: number | null,
  day: Partial<Booking["dailyDetails"][number]> & { date: string },
): Booking {
  return {
    id,
    version: 1,
    startDate: day.date,
    endDate: day.date,
    customerId,
    customer: { id: customerId, name: `Customer ${customerId}`, color: "#2563EB" },
    departureId: 1,
    departureLocation: { name: "EGNH Blackpool" },
    aircraftTypeId: 1,
    aircraftType: { id: 1, title: "AW139" },
    allocatedAircraftId: aircraftId,
    allocatedAircraft: aircraftId ? { registration: `G-000${aircraftId}` } : null,
    dailyDetails: [
      {
        id,
        destinationId: 2,
        destinationLocation: { name: "Leman Alpha" },
        departureTime: "TBC",
        expectedAircraftHours: "1.5",
        actualHours: null,
        remarks: "--",
        bookingStatusId: 1,
        legs: [],
        ...day,
      },
    ],
  };
}

const all: CrewFilter = { aircraftId: null, customerId: null };
const registrations = new Map([
  [1, "G-0001"],
  [2, "G-0002"],
]);
const list = (
  bookings: Booking[],
  filter = all,
  periods = [] as Parameters<typeof crewDays>[0]["periods"],
  nowMinutes = 0,
) => crewDays({ today: "2025-03-29", nowMinutes, bookings, statuses, periods, registrations, filter });

describe("the crew's days", () => {
  it("covers today and the next 7 days, across a month's end", () => {
    expect(crewWindow("2025-03-29")).toEqual({ from: "2025-03-29", to: "2025-04-05" });
    expect(list([]).map((day) => day.label)).toEqual([
      "Today",
      "Tomorrow",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(list([])[3]?.ordinalDate).toBe("1st April");
  });

  it("writes times as HH:MM, keeps TBC and text after a slash, drops '--' remarks, orders cancelled flights last", () => {
    const [today] = list([
      booking(1, 1, 1, { date: "2025-03-29", departureTime: "1415", bookingStatusId: 2 }),
      booking(2, 1, 1, { date: "2025-03-29", departureTime: "930/PAX TBC", remarks: "Crew change" }),
      booking(3, 1, null, { date: "2025-03-29" }),
    ]);
    expect(today?.flights.map((f) => [f.time, f.aircraft, f.remarks, f.cancelled])).toEqual([
      ["09:30/PAX TBC", "AW139 G-0001", "Crew change", false],
      ["TBC", "AW139", "", false],
      ["14:15", "AW139 G-0001", "", true],
    ]);
    expect(today?.flights[0]?.hours).toBe("1.50");
  });

  it("narrows flights and unavailability to the chosen aircraft and customer", () => {
    const bookings = [
      booking(1, 1, 1, { date: "2025-03-30" }),
      booking(2, 2, 1, { date: "2025-03-30" }),
      booking(3, 1, 2, { date: "2025-03-30" }),
    ];
    const periods = [
      { id: 1, aircraftId: 2, startDate: "2025-03-28", endDate: "2025-03-30", reason: "Gearbox" },
    ];
    const ids = (filter: CrewFilter) => list(bookings, filter, periods)[1]?.flights.map((f) => f.bookingId);
    expect(ids({ aircraftId: 1, customerId: null })).toEqual([1, 2]);
    expect(ids({ aircraftId: null, customerId: 1 })).toEqual([1, 3]);
    expect(ids({ aircraftId: 1, customerId: 1 })).toEqual([1]);
    expect(list(bookings, all, periods).map((day) => day.unavailable)).toEqual([
      ["G-0002 unavailable: Gearbox"],
      ["G-0002 unavailable: Gearbox"],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(list(bookings, { aircraftId: 1, customerId: null }, periods)[0]?.unavailable).toEqual([]);
  });

  it("marks today's departed flights and the next one as the board does, in the departure order", () => {
    const day = [
      booking(1, 1, 1, { date: "2025-03-29", departureTime: "0800", expectedAircraftHours: "1" }),
      booking(2, 1, 1, { date: "2025-03-29", departureTime: "1600", expectedAircraftHours: "" }), // gone at 1700
      booking(3, 1, 1, { date: "2025-03-29", departureTime: "1700", expectedAircraftHours: "2" }), // in the air
      booking(4, 1, 1, { date: "2025-03-29", departureTime: "1600", bookingStatusId: 2 }),
      booking(5, 1, 1, { date: "2025-03-29", departureTime: "1800" }),
      booking(6, 1, 1, { date: "2025-03-29", departureTime: "1900" }),
      booking(7, 1, 1, { date: "2025-03-30", departureTime: "0700" }),
    ];
    const marks = (now: string) =>
      list(day, all, [], Number(now.slice(0, 2)) * 60 + Number(now.slice(2)))
        .slice(0, 2)
        .flatMap((d) => d.flights)
        .map((f) => [f.bookingId, f.departed ? "departed" : f.next ? "next" : ""]);
    expect(marks("1728")).toEqual([
      [1, "departed"],
      [2, "departed"],
      [3, ""],
      [5, "next"],
      [6, ""],
      [4, ""],
      [7, ""],
    ]);
  });

  it("marks tomorrow's first flight next once none of today's is still to leave", () => {
    const flights = [
      booking(1, 1, 1, { date: "2025-03-29", departureTime: "0800" }),
      booking(2, 1, 1, { date: "2025-03-29", departureTime: "TBC" }),
      booking(3, 1, 1, { date: "2025-03-30", departureTime: "0600", bookingStatusId: 2 }),
      booking(4, 1, 1, { date: "2025-03-30", departureTime: "0700" }),
    ];
    const [today, tomorrow] = list(flights, all, [], 22 * 60);
    expect(today?.flights.map((f) => [f.bookingId, f.departed, f.next])).toEqual([
      [1, true, false],
      [2, false, false],
    ]);
    expect(tomorrow?.flights.map((f) => [f.bookingId, f.departed, f.next])).toEqual([
      [4, false, true],
      [3, false, false],
    ]);
  });

  it("lists a day's legs in order with their times, hours, routes, passengers and positioning; a one-leg day as before", () => {
    const leg = (id: number, departureTime: string, fromId: number, toId: number) => ({
      id,
      departureTime,
      fromId,
      toId,
      expectedHours: "0.5",
      passengers: id === 12 ? 6 : null,
      positioning: id === 13,
    });
    const names = new Map([
      [1, "EGNH Blackpool"],
      [2, "Leman Alpha"],
      [3, "Ravenspurn North"],
    ]);
    const [today] = crewDays({
      today: "2025-03-29",
      nowMinutes: 0,
      statuses,
      periods: [],
      registrations,
      filter: all,
      names,
      bookings: [
        booking(1, 1, 1, {
          date: "2025-03-29",
          departureTime: "0800",
          expectedAircraftHours: "1.50",
          legs: [leg(11, "0800", 1, 2), leg(12, "930", 2, 3), leg(13, "TBC", 3, 1)],
        }),
        booking(2, 1, 1, { date: "2025-03-29", departureTime: "1000", legs: [leg(21, "1000", 1, 2)] }),
      ],
    });
    const [several, one] = today!.flights;
    expect(several?.route).toBe("3 legs");
    expect(several?.legs.map((l) => [l.time, l.hours, l.route, l.passengers, l.positioning])).toEqual([
      ["08:00", "0.50", "EGNH Blackpool → Leman Alpha", null, false],
      ["09:30", "0.50", "Leman Alpha → Ravenspurn North", 6, false],
      ["TBC", "0.50", "Ravenspurn North → EGNH Blackpool", null, true],
    ]);
    expect(one?.route).toBe("EGNH Blackpool → Leman Alpha");
    expect(one?.legs).toEqual([]);
  });
});
