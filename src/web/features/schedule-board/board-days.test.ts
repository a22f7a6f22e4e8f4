import { describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/bookings.ts";
import type { BookingStatus } from "../../../shared/reference-data.ts";
import {
  boardDays,
  boardWeight,
  boardWindow,
  departureHHMM,
  expectedHoursText,
  ordinalDate,
  pageOf,
} from "./board-days.ts";

const statuses: BookingStatus[] = [
  {
    id: 1,
    created_at: "",
    statusText: "Pending",
    statusColour: "#6B7280",
    statusConfirmed: false,
    occupiesAircraft: true,
  },
  {
    id: 3,
    created_at: "",
    statusText: "Confirmed",
    statusColour: "#10B981",
    statusConfirmed: true,
    occupiesAircraft: true,
  },
];

function booking(
  id: number,
  days: Array<Partial<Booking["dailyDetails"][number]> & { date: string }>,
): Booking {
  return {
    id,
    version: 1,
    startDate: days[0]!.date,
    endDate: days.at(-1)!.date,
    customerId: 1,
    customer: { id: 1, name: "Bristow Offshore", color: "#2563EB" },
    departureId: 1,
    departureLocation: { name: "EGNH Blackpool" },
    aircraftTypeId: 1,
    aircraftType: { id: 1, title: "AW139" },
    allocatedAircraftId: id % 2 ? 1 : null,
    allocatedAircraft: id % 2 ? { registration: "G-LDNA" } : null,
    dailyDetails: days.map((day, index) => ({
      id: id * 100 + index,
      destinationId: 2,
      destinationLocation: { name: "Leman Alpha" },
      departureTime: "TBC",
      expectedAircraftHours: "1.5",
      actualHours: null,
      remarks: "--",
      bookingStatusId: 1,
      legs: [],
      ...day,
    })),
  };
}

describe("the board's days", () => {
  it("asks the API for today and the six days after it", () => {
    expect(boardWindow("2025-03-03")).toEqual({ from: "2025-03-03", to: "2025-03-09" });
    expect(boardWindow("2025-12-29")).toEqual({ from: "2025-12-29", to: "2026-01-04" });
  });

  it("labels TODAY, Tomorrow, then weekday names, each with an ordinal date", () => {
    const days = boardDays("2025-03-01", [], statuses);
    expect(days.map((day) => day.label)).toEqual([
      "TODAY",
      "Tomorrow",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
    expect(days.map((day) => day.ordinalDate)).toEqual([
      "1st March",
      "2nd March",
      "3rd March",
      "4th March",
      "5th March",
      "6th March",
      "7th March",
    ]);
    expect(
      ["2025-03-11", "2025-03-12", "2025-03-13", "2025-03-21", "2025-03-22", "2025-03-23", "2025-03-31"].map(
        ordinalDate,
      ),
    ).toEqual([
      "11th March",
      "12th March",
      "13th March",
      "21st March",
      "22nd March",
      "23rd March",
      "31st March",
    ]);
  });

  it("builds each entry's lines as the spec words them", () => {
    const [today] = boardDays(
      "2025-03-03",
      [
        booking(1, [
          { date: "2025-03-03", departureTime: "09:30", remarks: "Crew change", bookingStatusId: 3 },
        ]),
      ],
      statuses,
    );
    expect(today?.entries[0]).toMatchObject({
      aircraft: "AW139 G-LDNA",
      departure: "Departure 0930, expected hours 1.50",
      customer: { name: "Bristow Offshore", color: "#2563EB" },
      route: "EGNH Blackpool → Leman Alpha",
      remarks: "Crew change",
      status: { text: "Confirmed", colour: "#10B981", confirmed: true, known: true },
    });
  });

  it("shows just the type without an allocated aircraft, and 'Unknown Status' without a known status", () => {
    const [today] = boardDays(
      "2025-03-03",
      [
        booking(2, [{ date: "2025-03-03", bookingStatusId: null }]),
        booking(4, [{ date: "2025-03-03", bookingStatusId: 99 }]),
      ],
      statuses,
    );
    expect(
      today?.entries.map((entry) => [entry.aircraft, entry.status.text, entry.status.confirmed]),
    ).toEqual([
      ["AW139", "Unknown Status", false],
      ["AW139", "Unknown Status", false],
    ]);
  });

  it("orders a day's flights by departure time, invalid and TBC last, ties by booking id", () => {
    const bookings = [
      booking(5, [{ date: "2025-03-04", departureTime: "TBC" }]),
      booking(4, [{ date: "2025-03-04", departureTime: "1400" }]),
      booking(3, [{ date: "2025-03-04", departureTime: "07" }]),
      booking(2, [{ date: "2025-03-04", departureTime: "25:00" }]),
      booking(1, [{ date: "2025-03-04", departureTime: "07:00/PAX" }]),
    ];
    const [, tomorrow] = boardDays("2025-03-03", bookings, statuses);
    expect(tomorrow?.entries.map((entry) => entry.booking.id)).toEqual([1, 3, 4, 2, 5]);
  });

  it("puts a booking of several days on each of its days in the window", () => {
    const days = boardDays(
      "2025-03-03",
      [booking(7, [{ date: "2025-03-02" }, { date: "2025-03-03" }, { date: "2025-03-04" }])],
      statuses,
    );
    expect(days.map((day) => day.entries.length)).toEqual([1, 1, 0, 0, 0, 0, 0]);
  });

  it("formats departure HHMM and expected hours N.NN", () => {
    expect(["09:30", "0930", "9", "07", "14:00/PAX TBC", "TBC", "", "late"].map(departureHHMM)).toEqual([
      "0930",
      "0930",
      // A one-digit hour reads as a time, as the table and the conflicts read it (docs/decisions/015).
      "0900",
      "0700",
      "1400/PAX TBC",
      "TBC",
      "TBC",
      "late",
    ]);
    expect(["1.5", "0", "12.25", "", "x"].map(expectedHoursText)).toEqual([
      "1.50",
      "0.00",
      "12.25",
      "0.00",
      "0.00",
    ]);
  });

  it("pages through what does not fit, hiding no flight", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(twelve.slice(0, 8), 8, 0)).toEqual({ shown: twelve.slice(0, 8), pages: 1, page: 0 });
    expect(pageOf(twelve, 8, 0)).toEqual({ shown: twelve.slice(0, 8), pages: 2, page: 0 });
    expect(pageOf(twelve, 8, 1)).toEqual({ shown: twelve.slice(8), pages: 2, page: 1 });
    expect(pageOf(twelve, 8, 2)).toEqual({ shown: twelve.slice(0, 8), pages: 2, page: 0 });
    expect(pageOf(twelve, 5, 2)).toEqual({ shown: twelve.slice(10), pages: 3, page: 2 });
    expect(pageOf(twelve, 0, 0)).toEqual({ shown: [0], pages: 12, page: 0 });
  });

  it("lists each leg of a day of several under its entry, named from the places list; a one-leg day reads as before", () => {
    const leg = (id: number, departureTime: string, fromId: number, toId: number, positioning = false) => ({
      id,
      departureTime,
      fromId,
      toId,
      expectedHours: "0.75",
      passengers: null,
      positioning,
    });
    const names = new Map([
      [1, "EGNH Blackpool"],
      [2, "Leman Alpha"],
      [3, "Ravenspurn North"],
    ]);
    const bookings = [
      booking(1, [
        {
          date: "2025-03-03",
          departureTime: "0930",
          expectedAircraftHours: "2.25",
          destinationId: 1,
          destinationLocation: { name: "EGNH Blackpool" },
          legs: [leg(11, "0930", 1, 2), leg(12, "1100", 2, 3), leg(13, "1230", 3, 1, true)],
        },
      ]),
      booking(2, [{ date: "2025-03-03", departureTime: "1400", legs: [leg(21, "1400", 1, 2)] }]),
    ];
    const [today] = boardDays("2025-03-03", bookings, statuses, names);
    const [several, one] = today!.entries;
    expect(several?.route).toBe("3 legs");
    expect(several?.departure).toBe("Departure 0930, expected hours 2.25");
    expect(several?.legs.map((l) => [l.departureTime, `${l.from} → ${l.to}`, l.positioning])).toEqual([
      ["0930", "EGNH Blackpool → Leman Alpha", false],
      ["1100", "Leman Alpha → Ravenspurn North", false],
      ["1230", "Ravenspurn North → EGNH Blackpool", true],
    ]);
    expect(one?.route).toBe("EGNH Blackpool → Leman Alpha");
    expect(one?.legs).toEqual([]);
    // Before the places list has come, the booking's own places are named and the others wait.
    const [early] = boardDays("2025-03-03", bookings, statuses);
    expect(early!.entries[0]!.legs.map((l) => `${l.from} → ${l.to}`)).toEqual([
      "EGNH Blackpool → …",
      "… → …",
      "… → EGNH Blackpool",
    ]);
    // A one-leg day whose leg was moved off the booking's departure says where it leaves from.
    const moved = booking(3, [{ date: "2025-03-03", legs: [leg(31, "TBC", 3, 2)] }]);
    expect(boardDays("2025-03-03", [moved], statuses, names)[0]!.entries[0]!.route).toBe(
      "Ravenspurn North → Leman Alpha",
    );
    // Each leg listed is half a flight of room when the board shares its space.
    expect(boardWeight(today!.entries)).toBe(3.5);
  });
});
