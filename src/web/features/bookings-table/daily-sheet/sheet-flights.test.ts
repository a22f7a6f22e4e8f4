import { describe, expect, it } from "vitest";
import type { BookingStatus } from "../../../../shared/reference-data.ts";
import { makeBooking } from "../../../testing/test-data.ts";
import { legTotals, sheetFlights } from "./sheet-flights.ts";

const statuses: BookingStatus[] = [
  {
    id: 1,
    statusText: "Confirmed",
    statusColour: "#10B981",
    statusConfirmed: true,
    occupiesAircraft: true,
    created_at: "2030-01-01T00:00:00Z",
  },
  {
    id: 2,
    statusText: "Cancelled",
    statusColour: "#EF4444",
    statusConfirmed: false,
    occupiesAircraft: true,
    created_at: "2030-01-01T00:00:00Z",
  },
];

describe("sheetFlights", () => {
  it("lists the day's flights in departure order with aircraft, route, hours, remarks, status and a total", () => {
    const bookings = [
      makeBooking({
        id: 1,
        startDate: "2030-05-01",
        endDate: "2030-05-03",
        days: { "2030-05-02": { departureTime: "TBC" } },
      }),
      makeBooking({
        id: 2,
        startDate: "2030-05-02",
        endDate: "2030-05-02",
        allocatedAircraftId: 7,
        allocatedAircraft: { registration: "G-LDNA" },
        days: {
          "2030-05-02": {
            departureTime: "0930",
            expectedAircraftHours: "2.25",
            remarks: "4 PAX",
            bookingStatusId: 2,
          },
        },
      }),
      makeBooking({ id: 3, startDate: "2030-05-03", endDate: "2030-05-04" }),
    ];
    const { flights, totalHours } = sheetFlights(bookings, "2030-05-02", statuses);
    expect(flights.map((flight) => flight.bookingId)).toEqual([2, 1]);
    expect(flights[0]).toMatchObject({
      aircraft: "AW139 G-LDNA",
      departureTime: "0930",
      route: "EGNH Blackpool → Leman Alpha",
      hours: "2.25",
      remarks: "4 PAX",
      status: "Cancelled",
    });
    expect(flights[1]).toMatchObject({ aircraft: "AW139", hours: "1.50", status: "Confirmed" });
    expect(totalHours).toBe("3.75");
  });

  it("names a missing status and gives an empty day no flights", () => {
    const bookings = [
      makeBooking({
        id: 4,
        startDate: "2030-06-01",
        endDate: "2030-06-01",
        days: { "2030-06-01": { bookingStatusId: null } },
      }),
    ];
    expect(sheetFlights(bookings, "2030-06-01", statuses).flights[0]?.status).toBe("Unknown Status");
    expect(sheetFlights(bookings, "2030-06-02", statuses)).toEqual({
      flights: [],
      flying: 0,
      totalHours: "0.00",
    });
  });

  it("lists a flight whose status does not occupy the aircraft last and leaves it out of the totals, whatever its name", () => {
    const grounded: BookingStatus = {
      ...statuses[0]!,
      id: 3,
      statusText: "Weather hold",
      occupiesAircraft: false,
    };
    const day = (id: number, departureTime: string, bookingStatusId: number, hours: string) =>
      makeBooking({
        id,
        startDate: "2030-07-01",
        endDate: "2030-07-01",
        days: { "2030-07-01": { departureTime, bookingStatusId, expectedAircraftHours: hours } },
      });
    const clash = {
      kind: "time" as const,
      date: "2030-07-01",
      aircraftId: 7,
      registration: "G-LDNA",
      aircraftTypeId: 1,
      aircraftTypeTitle: "AW139",
      bookingIds: [11, 12],
      detail: "G-LDNA: booking 11 and booking 12 overlap at 09:00",
    };
    const sheet = sheetFlights(
      [day(10, "0700", 3, "2"), day(11, "0900", 1, "1.5"), day(12, "1000", 2, "1")],
      "2030-07-01",
      [...statuses, grounded],
      [clash, { ...clash, date: "2030-07-02" }],
    );
    expect(sheet.flights.map((f) => [f.bookingId, f.flies, f.status])).toEqual([
      [11, true, "Confirmed"],
      [12, true, "Cancelled"],
      [10, false, "Weather hold"],
    ]);
    expect(sheet.flying).toBe(2);
    expect(sheet.totalHours).toBe("2.50");
    expect(sheet.flights.map((f) => f.conflicts.length)).toEqual([1, 1, 0]);
  });

  it("lists a day's legs under its flight and totals hours by leg, positioning apart; a one-leg day as before", () => {
    const leg = (id: number, departureTime: string, fromId: number, toId: number, hours: string) => ({
      id,
      departureTime,
      fromId,
      toId,
      expectedHours: hours,
      passengers: id === 12 ? 6 : null,
      positioning: id === 13,
    });
    const names = new Map([
      [1, "EGNH Blackpool"],
      [2, "Leman Alpha"],
      [3, "Ravenspurn North"],
    ]);
    const bookings = [
      makeBooking({
        id: 1,
        startDate: "2030-08-01",
        endDate: "2030-08-01",
        days: {
          "2030-08-01": {
            departureTime: "0800",
            expectedAircraftHours: "2.25",
            legs: [
              leg(11, "0800", 1, 2, "0.75"),
              leg(12, "0915", 2, 3, "0.50"),
              leg(13, "1030", 3, 1, "1.00"),
            ],
          },
        },
      }),
      makeBooking({
        id: 2,
        startDate: "2030-08-01",
        endDate: "2030-08-01",
        days: {
          "2030-08-01": {
            departureTime: "1200",
            expectedAircraftHours: "1.5",
            legs: [leg(21, "1200", 1, 2, "1.50")],
          },
        },
      }),
      // A cancelled day of several legs counts in no total.
      makeBooking({
        id: 3,
        startDate: "2030-08-01",
        endDate: "2030-08-01",
        days: {
          "2030-08-01": {
            bookingStatusId: 2,
            expectedAircraftHours: "2",
            legs: [leg(31, "1300", 1, 2, "1"), leg(32, "1500", 2, 1, "1")],
          },
        },
      }),
    ];
    const grounded = statuses.map((status) =>
      status.id === 2 ? { ...status, occupiesAircraft: false } : status,
    );
    const sheet = sheetFlights(bookings, "2030-08-01", grounded, [], names);
    const [several, one, cancelled] = sheet.flights;
    expect(several).toMatchObject({ route: "3 legs", hours: "2.25", passengers: null, positioning: false });
    expect(
      several?.legs.map((l) => [l.number, l.departureTime, l.route, l.hours, l.passengers, l.positioning]),
    ).toEqual([
      [1, "0800", "EGNH Blackpool → Leman Alpha", "0.75", null, false],
      [2, "0915", "Leman Alpha → Ravenspurn North", "0.50", 6, false],
      [3, "1030", "Ravenspurn North → EGNH Blackpool", "1.00", null, true],
    ]);
    expect(one).toMatchObject({ route: "EGNH Blackpool → Leman Alpha", legs: [], hours: "1.50" });
    expect(cancelled?.flies).toBe(false);
    expect(sheet.totalHours).toBe("3.75");
    expect(legTotals(sheet.flights)).toEqual({ legs: 4, hours: "3.75", positioning: "1.00" });
  });
});
