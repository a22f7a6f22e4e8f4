import { useMemo } from "react";
import { useAircraftUnavailability } from "../../../data/get-aircraft-unavailability.ts";
import { useBookings } from "../../../data/get-bookings.ts";
import { type AircraftAvailability, aircraftAvailability } from "../../../lib/aircraft-availability.ts";
import { monthWindow } from "../../../lib/month.ts";
import type { BookingRow } from "../rows.ts";
import { useTableContext } from "../table-context.tsx";

/**
 * The inline Aircraft select's options for a row's date (docs/decisions/015): free, busy (with whom and when)
 * or unavailable, free first. The month's bookings are the table's own, already in the cache.
 */
export function useRowAvailability(
  row: BookingRow,
  fleet: Array<{ id: number; registration: string; retired?: boolean }>,
): AircraftAvailability[] {
  const window = monthWindow(row.date.slice(0, 7));
  const bookings = useBookings(window, { withFlags: true });
  const periods = useAircraftUnavailability(window);
  const { statusById } = useTableContext();
  return useMemo(
    () =>
      aircraftAvailability({
        // A retired aircraft is offered only to the booking that already has it.
        aircraft: fleet.filter((a) => !a.retired || a.id === row.booking.allocatedAircraftId),
        dates: [row.date],
        bookings: bookings.data ?? [],
        periods: periods.data ?? [],
        occupies: (id) => id === null || (statusById.get(id)?.occupiesAircraft ?? true),
        exceptBookingId: row.booking.id,
      }),
    [fleet, row.date, row.booking, bookings.data, periods.data, statusById],
  );
}
