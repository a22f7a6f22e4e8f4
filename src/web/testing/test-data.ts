import type { Booking, DailyDetail } from "../../shared/bookings.ts";
import { eachDate } from "../../shared/dates.ts";

/** A booking in read shape for tests; each day's fields can be overridden by date. */
export function makeBooking(
  overrides: Partial<Omit<Booking, "dailyDetails">> & {
    id: number;
    startDate: string;
    endDate: string;
    days?: Record<string, Partial<DailyDetail>>;
  },
): Booking {
  const { days = {}, ...rest } = overrides;
  const customer = rest.customer ?? { id: 1, name: "Bristow Offshore", color: "#2563EB" };
  return {
    version: 1,
    customerId: customer.id,
    customer,
    departureId: 1,
    departureLocation: { name: "EGNH Blackpool" },
    aircraftTypeId: 1,
    aircraftType: { id: 1, title: "AW139" },
    allocatedAircraftId: null,
    allocatedAircraft: null,
    ...rest,
    dailyDetails: eachDate(rest.startDate, rest.endDate).map((date, index) => ({
      id: rest.id * 100 + index,
      date,
      destinationId: 2,
      destinationLocation: { name: "Leman Alpha" },
      departureTime: "TBC",
      expectedAircraftHours: "1.50",
      actualHours: null,
      remarks: "--",
      bookingStatusId: 1,
      legs: [],
      ...days[date],
    })),
  };
}
