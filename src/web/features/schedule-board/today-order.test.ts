import { describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/bookings.ts";
import type { BookingStatus } from "../../../shared/reference-data.ts";
import { boardDays } from "./board-days.ts";
import { orderToday } from "./today-order.ts";

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
    id: 2,
    created_at: "",
    statusText: "Cancelled",
    statusColour: "#EF4444",
    statusConfirmed: false,
    occupiesAircraft: false,
  },
];

function flight(id: number, departureTime: string, expectedAircraftHours = "", bookingStatusId = 1): Booking {
  return {
    id,
    version: 1,
    startDate: "2025-03-03",
    endDate: "2025-03-03",
    customerId: 1,
    customer: { id: 1, name: "Bristow", color: "#2563EB" },
    departureId: 1,
    departureLocation: { name: "EGNH Blackpool" },
    aircraftTypeId: 1,
    aircraftType: { id: 1, title: "AW139" },
    allocatedAircraftId: null,
    allocatedAircraft: null,
    dailyDetails: [
      {
        id,
        date: "2025-03-03",
        destinationId: 2,
        destinationLocation: { name: "Leman Alpha" },
        departureTime,
        expectedAircraftHours,
        actualHours: null,
        remarks: "--",
        bookingStatusId,
        legs: [],
      },
    ],
  };
}

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2));

function today(bookings: Booking[], now: string) {
  const [day] = boardDays("2025-03-03", bookings, statuses);
  return orderToday(day!.entries, at(now)).map((entry) => ({
    id: entry.booking.id,
    departed: entry.departed,
    next: entry.next,
  }));
}

describe("TODAY's order as the day goes on", () => {
  const week = [
    flight(1, "0630", "1.5"), // gone at 0800
    flight(2, "0715"), // no expected hours: gone at 0815
    flight(3, "0900", "3"), // in the air until 1200
    flight(4, "1045", "0.5"),
    flight(5, "1130", "2"),
    flight(6, "TBC", "1"),
  ];

  it("before the first departure keeps the departure order and marks the first flight next", () => {
    expect(today(week, "0600")).toEqual([
      { id: 1, departed: false, next: true },
      { id: 2, departed: false, next: false },
      { id: 3, departed: false, next: false },
      { id: 4, departed: false, next: false },
      { id: 5, departed: false, next: false },
      { id: 6, departed: false, next: false },
    ]);
  });

  it("moves a flight below the others once its expected hours have passed, or 1 h without them", () => {
    expect(today(week, "0800").map((e) => [e.id, e.departed])).toEqual([
      [1, false], // exactly its expected hours: not yet gone
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(today(week, "0816")).toEqual([
      { id: 3, departed: false, next: true },
      { id: 4, departed: false, next: false },
      { id: 5, departed: false, next: false },
      { id: 6, departed: false, next: false },
      { id: 1, departed: true, next: false },
      { id: 2, departed: true, next: false },
    ]);
  });

  it("marks as next the first flight still to depart, not one in the air", () => {
    expect(today(week, "1047")).toEqual([
      { id: 3, departed: false, next: false }, // 0900 + 3 h: still flying
      { id: 4, departed: false, next: false }, // 1045 + 0.5 h
      { id: 5, departed: false, next: true },
      { id: 6, departed: false, next: false },
      { id: 1, departed: true, next: false },
      { id: 2, departed: true, next: false },
    ]);
  });

  it("never departs a flight without a readable time, and leaves no next once all have gone", () => {
    expect(today(week, "2359").map((e) => [e.id, e.departed, e.next])).toEqual([
      [6, false, false],
      [1, true, false],
      [2, true, false],
      [3, true, false],
      [4, true, false],
      [5, true, false],
    ]);
  });

  it("keeps cancelled flights last, neither departed nor next", () => {
    const withCancelled = [flight(7, "0500", "1", 2), flight(8, "1200", "1")];
    expect(today(withCancelled, "0400")).toEqual([
      { id: 8, departed: false, next: true },
      { id: 7, departed: false, next: false },
    ]);
    expect(today(withCancelled, "1400")).toEqual([
      { id: 8, departed: true, next: false },
      { id: 7, departed: false, next: false },
    ]);
  });
});
