import type { Booking } from "../../../../shared/bookings.ts";
import { compareDepartures } from "../../../../shared/departure-time.ts";
import type { Conflict } from "../../../../shared/fleet.ts";
import type { BookingStatus } from "../../../../shared/reference-data.ts";
import { occupiesAircraft } from "../../../lib/status-occupies.ts";
import { displayHours } from "../format.ts";

/** One line of the daily flight sheet: what the crew room needs of a flight that day. */
export interface SheetFlight {
  key: string;
  bookingId: number;
  /** 'AW139 G-LDNA', or the type alone while no aircraft is allocated. */
  aircraft: string;
  departureTime: string;
  customer: string;
  /** 'EGNH Blackpool → Leman Alpha'. */
  route: string;
  hours: string;
  remarks: string;
  status: string;
  statusColour: string | null;
  /** False for a status whose 'occupies aircraft' is off (Cancelled): listed last, struck through. */
  flies: boolean;
  /** The conflicts the flight takes part in that day, as the table marks them. */
  conflicts: Conflict[];
}

export interface Sheet {
  flights: SheetFlight[];
  /** Flights that will fly, and their expected hours: a cancelled flight counts in neither. */
  flying: number;
  totalHours: string;
}

/**
 * Daily flight sheet and printing (docs/decisions/017): every flight on `date`, in the table's departure-time order (product §5), with the
 * day's total of expected hours. Flights that will not fly are listed too, after the others (the
 * sheet says what happened to them), and left out of the totals (docs/decisions/023).
 */
export function sheetFlights(
  bookings: Booking[],
  date: string,
  statuses: BookingStatus[],
  conflicts: Conflict[] = [],
): Sheet {
  const statusById = new Map(statuses.map((status) => [status.id, status]));
  const flights: SheetFlight[] = [];
  for (const booking of bookings) {
    const day = booking.dailyDetails.find((detail) => detail.date === date);
    if (!day) continue;
    const status = day.bookingStatusId === null ? undefined : statusById.get(day.bookingStatusId);
    const registration = booking.allocatedAircraft?.registration;
    flights.push({
      key: `${booking.id}:${date}`,
      bookingId: booking.id,
      aircraft: registration ? `${booking.aircraftType.title} ${registration}` : booking.aircraftType.title,
      departureTime: day.departureTime,
      customer: booking.customer.name,
      route: `${booking.departureLocation.name} → ${day.destinationLocation.name}`,
      hours: displayHours(day.expectedAircraftHours),
      remarks: day.remarks,
      status: status?.statusText ?? "Unknown Status",
      statusColour: status?.statusColour ?? null,
      flies: occupiesAircraft(day.bookingStatusId, statusById),
      conflicts: conflicts.filter((c) => c.date === date && c.bookingIds.includes(booking.id)),
    });
  }
  flights.sort(
    (a, b) =>
      Number(b.flies) - Number(a.flies) ||
      compareDepartures(
        { departureTime: a.departureTime, bookingId: a.bookingId },
        { departureTime: b.departureTime, bookingId: b.bookingId },
      ),
  );
  const flying = flights.filter((flight) => flight.flies);
  const total = flying.reduce((sum, flight) => sum + (Number(flight.hours) || 0), 0);
  return { flights, flying: flying.length, totalHours: total.toFixed(2) };
}
