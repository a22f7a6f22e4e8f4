import { describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { aircraftAvailability, availabilityText } from "./aircraft-availability.ts";

/** A one-day booking of `customer` on aircraft 1 at `time` on `date`: only what availability reads. */
const flight = (id: number, customer: string, date: string, time: string) =>
  ({
    id,
    allocatedAircraftId: 1,
    customer: { id, name: customer, color: "#000000" },
    dailyDetails: [{ date, departureTime: time, bookingStatusId: null }],
  }) as unknown as Booking;

describe("aircraft availability", () => {
  it("lists who holds an aircraft in the order they fly, TBC last", () => {
    const [entry] = aircraftAvailability({
      aircraft: [{ id: 1, registration: "G-LDNA" }],
      dates: ["2026-12-01", "2026-12-02"],
      bookings: [
        flight(1, "Late Co", "2026-12-01", "1500"),
        flight(2, "Next Day Co", "2026-12-02", "0700"),
        flight(3, "Unsure Co", "2026-12-01", "TBC"),
        flight(4, "Early Co", "2026-12-01", "0900"),
        flight(5, "Noon Co", "2026-12-01", "1200"),
      ],
      periods: [],
      occupies: () => true,
    });
    expect(availabilityText(entry!)).toBe(
      "G-LDNA — busy: Early Co 09:00, Noon Co 12:00, Late Co 15:00, Unsure Co TBC, Next Day Co 07:00",
    );
  });

  it("says the booking's own aircraft is allocated to it, never 'free' (docs/decisions/043)", () => {
    const free = { id: 1, registration: "G-LDNA", state: "free", note: "" } as const;
    expect(availabilityText(free)).toBe("G-LDNA — free");
    expect(availabilityText(free, true)).toBe("G-LDNA — allocated to this booking");
    expect(availabilityText({ ...free, state: "busy", note: "Acme Offshore 07:30" }, true)).toBe(
      "G-LDNA — allocated to this booking, also busy: Acme Offshore 07:30",
    );
  });
});
