import { describe, expect, it } from "vitest";
import type { Booking } from "../../../../shared/bookings.ts";
import type { BookingStatus } from "../../../../shared/reference-data.ts";
import { wizardDefaults } from "./wizard-defaults.ts";

const status = (id: number, statusText: string): BookingStatus => ({
  id,
  statusText,
  created_at: "2025-01-01T00:00:00Z",
  statusColour: "#6B7280",
  statusConfirmed: false,
  occupiesAircraft: true,
});

const booking = (
  id: number,
  ids: { customer: number; type: number; departure: number; destinations: number[] },
) =>
  ({
    id,
    version: 1,
    startDate: "2025-03-01",
    endDate: "2025-03-02",
    customerId: ids.customer,
    customer: { id: ids.customer, name: "C", color: "#000000" },
    departureId: ids.departure,
    departureLocation: { name: "D" },
    aircraftTypeId: ids.type,
    aircraftType: { id: ids.type, title: "AW139" },
    allocatedAircraftId: null,
    allocatedAircraft: null,
    dailyDetails: ids.destinations.map((destinationId, i) => ({
      id: id * 10 + i,
      date: `2025-03-0${2 - i}`,
      destinationId,
      destinationLocation: { name: "X" },
      departureTime: "TBC",
      expectedAircraftHours: "0",
      actualHours: null,
      remarks: "--",
      bookingStatusId: 1,
      legs: [],
    })),
  }) satisfies Booking;

describe("wizardDefaults", () => {
  it("pre-fills from the most recent booking, the 'pending' status in any case, and today", () => {
    const values = wizardDefaults({
      bookings: [
        booking(7, { customer: 3, type: 2, departure: 5, destinations: [9, 8] }),
        booking(4, { customer: 1, type: 1, departure: 1, destinations: [1] }),
      ],
      statuses: [status(1, "Confirmed"), status(6, "PENDING")],
      today: "2025-03-14",
    });
    expect(values).toEqual({
      startDate: "2025-03-14",
      endDate: "2025-03-14",
      customerId: "3",
      bookingStatusId: "6",
      departureId: "5",
      // The destination of the booking's first day (2025-03-01).
      destinationId: "8",
      aircraftTypeId: "2",
      allocatedAircraftId: "",
      departureTime: "",
      expectedHours: "",
      remarks: "",
    });
  });

  it("leaves the booking's fields and the status empty when there is nothing to copy", () => {
    const values = wizardDefaults({ bookings: [], statuses: [status(1, "Confirmed")], today: "2025-03-14" });
    expect(values).toMatchObject({
      startDate: "2025-03-14",
      endDate: "2025-03-14",
      customerId: "",
      bookingStatusId: "",
      departureId: "",
      destinationId: "",
      aircraftTypeId: "",
    });
  });
});
