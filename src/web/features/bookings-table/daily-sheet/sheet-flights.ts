import type { Booking } from "../../../../shared/bookings.ts";
import { compareDepartures } from "../../../../shared/departure-time.ts";
import type { Conflict } from "../../../../shared/fleet.ts";
import type { BookingStatus } from "../../../../shared/reference-data.ts";
import { dayLegLines, legsCount, oneLegRoute } from "../../../lib/day-legs.ts";
import { occupiesAircraft } from "../../../lib/status-occupies.ts";
import { displayHours } from "../format.ts";

/** A leg of a day of several (docs/decisions/049), on a line of its own under its flight. */
export interface SheetLeg {
  key: string;
  number: number;
  departureTime: string;
  /** 'EGNH Blackpool → Leman Alpha'. */
  route: string;
  hours: string;
  passengers: number | null;
  positioning: boolean;
}

/** One line of the daily flight sheet: what the crew room needs of a flight that day. */
export interface SheetFlight {
  key: string;
  bookingId: number;
  /** 'AW139 G-LDNA', or the type alone while no aircraft is allocated. */
  aircraft: string;
  departureTime: string;
  customer: string;
  /** 'EGNH Blackpool → Leman Alpha'; '3 legs' for a day of several, listed in `legs`. */
  route: string;
  /** The day's hours: the sum of its legs'. */
  hours: string;
  /** A day of several legs, in order; none for a day of one, whose passengers and positioning follow. */
  legs: SheetLeg[];
  /** A one-leg day's passengers, when given. */
  passengers: number | null;
  /** A one-leg day flown empty. */
  positioning: boolean;
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
  names: ReadonlyMap<number, string> = new Map(),
): Sheet {
  const statusById = new Map(statuses.map((status) => [status.id, status]));
  const flights: SheetFlight[] = [];
  for (const booking of bookings) {
    const day = booking.dailyDetails.find((detail) => detail.date === date);
    if (!day) continue;
    const status = day.bookingStatusId === null ? undefined : statusById.get(day.bookingStatusId);
    const registration = booking.allocatedAircraft?.registration;
    const legs = dayLegLines(booking, day, names).map((leg) => ({
      key: String(leg.id),
      number: leg.number,
      departureTime: leg.departureTime,
      route: `${leg.from} → ${leg.to}`,
      hours: displayHours(leg.expectedHours),
      passengers: leg.passengers,
      positioning: leg.positioning,
    }));
    const only = legs.length ? undefined : day.legs[0];
    flights.push({
      key: `${booking.id}:${date}`,
      bookingId: booking.id,
      aircraft: registration ? `${booking.aircraftType.title} ${registration}` : booking.aircraftType.title,
      departureTime: day.departureTime,
      customer: booking.customer.name,
      route: legs.length ? legsCount(legs.length) : oneLegRoute(booking, day, names),
      hours: displayHours(day.expectedAircraftHours),
      legs,
      passengers: only?.passengers ?? null,
      positioning: only?.positioning ?? false,
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
  return { flights, flying: flying.length, totalHours: legTotals(flights).hours };
}

/** Hundredths of an hour, so sums of legs' hours add integers. */
const hundredths = (hours: string) => Math.round((Number(hours) || 0) * 100);

/**
 * The sheet's totals by leg (docs/decisions/049): the legs of the flights that will fly, their expected
 * hours and, of those, the hours flown empty to position. A flight of one leg is one leg.
 */
export function legTotals(flights: SheetFlight[]): { legs: number; hours: string; positioning: string } {
  let [legs, hours, positioning] = [0, 0, 0];
  for (const flight of flights) {
    if (!flight.flies) continue;
    const each = flight.legs.length
      ? flight.legs
      : [{ hours: flight.hours, positioning: flight.positioning }];
    for (const leg of each) {
      legs += 1;
      hours += hundredths(leg.hours);
      if (leg.positioning) positioning += hundredths(leg.hours);
    }
  }
  return { legs, hours: (hours / 100).toFixed(2), positioning: (positioning / 100).toFixed(2) };
}
