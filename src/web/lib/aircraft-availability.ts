import type { Booking } from "../../shared/bookings.ts";
import { compareDepartures, departureHHmm } from "../../shared/departure-time.ts";
import type { Unavailability } from "../../shared/fleet.ts";

export type AvailabilityState = "free" | "busy" | "unavailable";

export interface AircraftAvailability {
  id: number;
  registration: string;
  state: AvailabilityState;
  /** Who holds it and when ("Acme Offshore 07:30, CHC Energy TBC"), or why it cannot fly. */
  note: string;
}

const ORDER: Record<AvailabilityState, number> = { free: 0, busy: 1, unavailable: 2 };

/**
 * Each aircraft's state over `dates` for a booking (docs/decisions/015): unavailable inside one of its periods,
 * busy when another booking in a status that holds an aircraft flies it on one of the dates, free
 * otherwise; free ones first. The server's conflicts say whether times overlap; this says who is there.
 */
export function aircraftAvailability(options: {
  aircraft: Array<{ id: number; registration: string }>;
  dates: string[];
  bookings: Booking[];
  periods: Unavailability[];
  /** Whether a status holds its aircraft; a day without a status does. */
  occupies: (statusId: number | null) => boolean;
  /** The booking being edited, which never makes its own aircraft busy. */
  exceptBookingId?: number;
}): AircraftAvailability[] {
  const { aircraft, dates, bookings, periods, occupies, exceptBookingId } = options;
  const within = new Set(dates);
  return aircraft
    .map((plane): AircraftAvailability => {
      const period = periods.find(
        (p) => p.aircraftId === plane.id && dates.some((date) => date >= p.startDate && date <= p.endDate),
      );
      if (period) return { ...plane, state: "unavailable", note: period.reason };
      // In the order they fly: by date, then departure (TBC last), so "09:00, 12:00, 15:00".
      const flights = bookings
        .filter((booking) => booking.allocatedAircraftId === plane.id && booking.id !== exceptBookingId)
        .flatMap((booking) =>
          booking.dailyDetails
            .filter((day) => within.has(day.date) && occupies(day.bookingStatusId))
            .map((day) => ({
              date: day.date,
              departureTime: day.departureTime,
              bookingId: booking.id,
              booking,
            })),
        )
        .sort((a, b) => a.date.localeCompare(b.date) || compareDepartures(a, b))
        .map(({ booking, departureTime }) => `${booking.customer.name} ${departureHHmm(departureTime)}`);
      if (flights.length === 0) return { ...plane, state: "free", note: "" };
      return { ...plane, state: "busy", note: [...new Set(flights)].join(", ") };
    })
    .sort((a, b) => ORDER[a.state] - ORDER[b.state] || a.registration.localeCompare(b.registration));
}

/**
 * How an aircraft reads in a list: "G-LDNB — busy: Acme Offshore 07:30"; the edited booking's own
 * aircraft "G-LDNA — allocated to this booking".
 */
export function availabilityText(entry: AircraftAvailability, own = false): string {
  const clash = entry.state === "free" ? "" : `${entry.state}: ${entry.note}`;
  // The booking's own aircraft is free only of this booking: 'free' would mislead (docs/decisions/043).
  if (own) return `${entry.registration} — allocated to this booking${clash ? `, also ${clash}` : ""}`;
  return `${entry.registration} — ${clash || "free"}`;
}
