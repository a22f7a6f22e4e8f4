import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { eachDate } from "../../../shared/dates.ts";
import { aircraftUnavailabilityQueryOptions } from "../../data/get-aircraft-unavailability.ts";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { bookingsQueryOptions } from "../../data/get-bookings.ts";
import { type AircraftAvailability, aircraftAvailability } from "../../lib/aircraft-availability.ts";

/**
 * Availability of `aircraft` over a booking's dates (docs/decisions/015), for the wizard's Specific Aircraft list
 * and the edit dialog: free, busy (with whom and when) or unavailable, free first, retired ones left
 * out unless the booking already has one. Null until the dates form a range and the lists arrive.
 */
export function useAircraftAvailability(options: {
  aircraft: Array<{ id: number; registration: string; retired?: boolean }> | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  booking?: { id: number; allocatedAircraftId: number | null };
}): AircraftAvailability[] | null {
  const { aircraft, startDate, endDate, booking } = options;
  const ranged = Boolean(startDate && endDate && startDate <= endDate);
  const from = ranged ? (startDate ?? "") : "";
  const to = ranged ? (endDate ?? "") : "";
  const bookings = useQuery({ ...bookingsQueryOptions({ from, to }), enabled: ranged });
  const periods = useQuery({ ...aircraftUnavailabilityQueryOptions({ from, to }), enabled: ranged });
  const statuses = useBookingStatuses();
  return useMemo(() => {
    if (!aircraft || !ranged || !bookings.data || !periods.data || !statuses.data) return null;
    const statusById = new Map(statuses.data.map((status) => [status.id, status]));
    return aircraftAvailability({
      aircraft: aircraft.filter((a) => !a.retired || a.id === booking?.allocatedAircraftId),
      dates: eachDate(from, to),
      bookings: bookings.data,
      periods: periods.data,
      occupies: (id) => id === null || (statusById.get(id)?.occupiesAircraft ?? true),
      exceptBookingId: booking?.id,
    });
  }, [aircraft, ranged, from, to, bookings.data, periods.data, statuses.data, booking]);
}
