import { useCallback, useMemo } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { eachDate } from "../../../shared/dates.ts";
import type { Conflict } from "../../../shared/fleet.ts";
import { useAircraftTypesWithAircraft } from "../../data/get-aircraft-types-with-aircraft.ts";
import { useAircraftUnavailability } from "../../data/get-aircraft-unavailability.ts";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { useBookings } from "../../data/get-bookings.ts";
import { useConflicts } from "../../data/get-conflicts.ts";
import { useDisconnects } from "../../data/use-disconnects.ts";
import { aircraftAvailability } from "../../lib/aircraft-availability.ts";
import { occupiesAircraft } from "../../lib/status-occupies.ts";
import { fleetGroups } from "./fleet-grid.ts";

/**
 * What the Fleet tab shows for its dates: the bookings laid out by aircraft row, the conflicts by
 * booking-day, and the questions an entry asks of them (does this status fly; which aircraft are free).
 */
export function useFleetData(dates: string[]) {
  const window = useMemo(() => ({ from: dates[0]!, to: dates[dates.length - 1]! }), [dates]);
  const bookings = useBookings(window, { keepPrevious: true, withFlags: true });
  const fleet = useAircraftTypesWithAircraft();
  const periods = useAircraftUnavailability(window);
  const conflicts = useConflicts(window);
  const statuses = useBookingStatuses();

  const statusById = useMemo(() => new Map((statuses.data ?? []).map((s) => [s.id, s])), [statuses.data]);
  const flies = useCallback(
    (statusId: number | null) => occupiesAircraft(statusId, statusById),
    [statusById],
  );
  const groups = useMemo(
    () =>
      fleetGroups({
        fleet: fleet.data ?? [],
        bookings: bookings.data ?? [],
        periods: periods.data ?? [],
        dates,
        flies,
      }),
    [fleet.data, bookings.data, periods.data, dates, flies],
  );
  const conflictsByDay = useMemo(() => {
    const map = new Map<string, Conflict[]>();
    for (const conflict of conflicts.data ?? []) {
      for (const id of conflict.bookingIds) {
        const key = `${id}:${conflict.date}`;
        map.set(key, [...(map.get(key) ?? []), conflict]);
      }
    }
    return map;
  }, [conflicts.data]);

  const disconnectsOf = useDisconnects(bookings.data);

  return {
    loading: bookings.isPending || fleet.isPending,
    bookings: bookings.data ?? [],
    fleet: fleet.data ?? [],
    periods: periods.data ?? [],
    groups,
    conflictsOf: (bookingId: number, date: string) => conflictsByDay.get(`${bookingId}:${date}`) ?? [],
    /** The flight's schedule disconnects: it departs from where its aircraft did not land (docs/decisions/049). */
    disconnectsOf,
    /** The status a day shows struck through when it will not fly (Cancelled), else null. */
    notFlying: (statusId: number | null) =>
      statusId === null || flies(statusId) ? null : (statusById.get(statusId)?.statusText ?? null),
    /** The aircraft of a booking's type with their availability over its dates, for its menu. */
    optionsFor: (booking: Booking) => {
      const type = (fleet.data ?? []).find((t) => t.id === booking.aircraftTypeId);
      return aircraftAvailability({
        aircraft: (type?.aircraft ?? []).filter((a) => !a.retired || a.id === booking.allocatedAircraftId),
        dates: eachDate(booking.startDate, booking.endDate),
        bookings: bookings.data ?? [],
        periods: periods.data ?? [],
        occupies: flies,
        exceptBookingId: booking.id,
      });
    },
  };
}

export type FleetData = ReturnType<typeof useFleetData>;
