import { departureMinutes } from "../../shared/departure-time.ts";

/** A flight without expected hours counts as gone this long after its departure (docs/decisions/027). */
const UNKNOWN_FLIGHT_MINUTES = 60;

/** What says whether a flight of today has gone: its time and hours as stored, and whether it flies. */
export interface FlightTimes {
  departureTime: string;
  expectedAircraftHours: string;
  cancelled: boolean;
}

export interface DepartureMarks {
  /** Its departure time plus its expected hours (or 1 h) have passed. */
  departed: boolean;
  /** The first flight still to depart, so the next one out is found at a glance. */
  next: boolean;
}

/** Minutes after midnight when the flight counts as gone, or null for a time that cannot be read. */
function goneAt(flight: FlightTimes): number | null {
  const departure = departureMinutes(flight.departureTime);
  if (departure === null) return null;
  const hours = Number(flight.expectedAircraftHours);
  const minutes = Number.isFinite(hours) && hours > 0 ? Math.round(hours * 60) : UNKNOWN_FLIGHT_MINUTES;
  return departure + minutes;
}

/**
 * Today's flights at `nowMinutes` (minutes after the operator's midnight), as the wall board and the
 * crew view mark them (docs/decisions/027): gone once departure plus expected hours have passed; 'next'
 * is the first flight, in the given departure order, still to leave at or after now (a flight in the air
 * is neither; a cancelled one or one without a readable time is never either). One mark per flight, in
 * the order given.
 */
export function departureMarks(flights: FlightTimes[], nowMinutes: number): DepartureMarks[] {
  let nextFound = false;
  return flights.map((flight) => {
    const gone = goneAt(flight);
    const departed = !flight.cancelled && gone !== null && nowMinutes > gone;
    const departure = departureMinutes(flight.departureTime);
    const next =
      !nextFound && !flight.cancelled && !departed && departure !== null && departure >= nowMinutes;
    if (next) nextFound = true;
    return { departed, next };
  });
}
