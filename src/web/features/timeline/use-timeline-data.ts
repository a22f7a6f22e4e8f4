import { useCallback, useMemo } from "react";
import { crewLabel } from "../../../shared/crew-label.ts";
import type { Conflict } from "../../../shared/fleet.ts";
import type { MaintenanceItemStatus } from "../../../shared/maintenance.ts";
import { useAircraftTypesWithAircraft } from "../../data/get-aircraft-types-with-aircraft.ts";
import { useAircraftUnavailability } from "../../data/get-aircraft-unavailability.ts";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { useBookings } from "../../data/get-bookings.ts";
import { useConflicts } from "../../data/get-conflicts.ts";
import { useCrew } from "../../data/get-crew.ts";
import { useLocations } from "../../data/get-locations.ts";
import { useMaintenance } from "../../data/get-maintenance.ts";
import { useDisconnects } from "../../data/use-disconnects.ts";
import { occupiesAircraft } from "../../lib/status-occupies.ts";
import { timelineGroups } from "./timeline-rows.ts";

const NONE: Conflict[] = [];

/**
 * What the Timeline shows for its dates: the legs laid out by aircraft row, and what the other screens
 * mark on a flight (conflicts by booking-day, schedule disconnects, the places' names). The reads are the
 * Fleet tab's and the table's, so live refresh moves them all together.
 */
export function useTimelineData(dates: readonly string[], hideNotFlying: boolean) {
  const window = useMemo(() => ({ from: dates[0]!, to: dates[dates.length - 1]! }), [dates]);
  const bookings = useBookings(window, { keepPrevious: true, withFlags: true });
  const fleet = useAircraftTypesWithAircraft();
  const periods = useAircraftUnavailability(window);
  const conflicts = useConflicts(window);
  const statuses = useBookingStatuses();
  const locations = useLocations();
  const maintenance = useMaintenance();

  const notFlying = useMemo(() => {
    const statusById = new Map((statuses.data ?? []).map((s) => [s.id, s]));
    return (statusId: number | null) =>
      statusId === null || occupiesAircraft(statusId, statusById)
        ? null
        : (statusById.get(statusId)?.statusText ?? null);
  }, [statuses.data]);
  const groups = useMemo(
    () =>
      timelineGroups({
        fleet: fleet.data ?? [],
        bookings: bookings.data ?? [],
        periods: periods.data ?? [],
        dates,
        notFlying,
        hideNotFlying,
      }),
    [fleet.data, bookings.data, periods.data, dates, notFlying, hideNotFlying],
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
  const names = useMemo(
    () => new Map((locations.data ?? []).map((location) => [location.id, location.name])),
    [locations.data],
  );

  // An aircraft's item due first, when it is within its margin or past its due point (docs/decisions/051).
  const dueByAircraft = useMemo(() => {
    const map = new Map<number, MaintenanceItemStatus>();
    for (const plane of maintenance.data?.aircraft ?? []) {
      const first = plane.items[0];
      if (first && first.state !== "ok") map.set(plane.aircraftId, first);
    }
    return map;
  }, [maintenance.data]);

  const crew = useCrew();
  const crewNames = useMemo(
    () => new Map((crew.data ?? []).map((member) => [member.id, crewLabel(member)])),
    [crew.data],
  );

  return {
    loading: bookings.isPending || fleet.isPending,
    /** The maintenance item an aircraft's row shows, amber or red; undefined when none is near. */
    dueOf: (aircraftId: number | null) => (aircraftId === null ? undefined : dueByAircraft.get(aircraftId)),
    today: maintenance.data?.today,
    groups,
    conflictsOf: useCallback(
      (bookingId: number, date: string) => conflictsByDay.get(`${bookingId}:${date}`) ?? NONE,
      [conflictsByDay],
    ),
    disconnectsOf: useDisconnects(bookings.data),
    placeName: useCallback((id: number) => names.get(id) ?? `place ${id}`, [names]),
    /** Who flies a leg, as the legs editors name them (docs/decisions/055). */
    crewName: useCallback((id: number) => crewNames.get(id) ?? `Crew member ${id}`, [crewNames]),
  };
}

export type TimelineData = ReturnType<typeof useTimelineData>;
