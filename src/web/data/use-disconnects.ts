import { useCallback, useMemo } from "react";
import type { Booking } from "../../shared/bookings.ts";
import { type Disconnect, disconnectText, findDisconnects } from "../lib/disconnects.ts";
import { occupiesAircraft } from "../lib/status-occupies.ts";
import { useBookingStatuses } from "./get-booking-statuses.ts";
import { useTurnaroundMinutes } from "./get-fleet-settings.ts";
import { useLocations } from "./get-locations.ts";

export interface ShownDisconnect extends Disconnect {
  /** "G-HLDA lands at Leman Alpha, next departs Humberside". */
  text: string;
  /** What "Add positioning leg" adds, in words. */
  addTitle: string;
}

const NONE: ShownDisconnect[] = [];

/**
 * The schedule disconnects among the bookings a screen holds (docs/decisions/049), by the flight that
 * departs from elsewhere (`${bookingId}:${date}`), worded with the places' names.
 */
export function useDisconnects(bookings: readonly Booking[] | undefined) {
  const statuses = useBookingStatuses().data;
  const locations = useLocations().data;
  const turnaround = useTurnaroundMinutes();
  const byFlight = useMemo(() => {
    const statusById = new Map((statuses ?? []).map((status) => [status.id, status]));
    const names = new Map((locations ?? []).map((location) => [location.id, location.name]));
    const name = (id: number) => names.get(id) ?? `place ${id}`;
    const map = new Map<string, ShownDisconnect[]>();
    for (const found of findDisconnects(
      bookings ?? [],
      (statusId) => occupiesAircraft(statusId, statusById),
      turnaround,
    )) {
      const key = `${found.next.bookingId}:${found.next.date}`;
      const shown: ShownDisconnect = {
        ...found,
        text: disconnectText(found, name),
        addTitle: `Adds a leg from ${name(found.landedAt)} to ${name(found.departsFrom)} at ${found.positioning.departureTime}, flown empty, before that flight; set its hours after.`,
      };
      map.set(key, [...(map.get(key) ?? []), shown]);
    }
    return map;
  }, [bookings, statuses, locations, turnaround]);
  // One function while the disconnects stand still: the board refits, and the table's rows re-render, when it changes.
  return useCallback(
    (bookingId: number, date: string) => byFlight.get(`${bookingId}:${date}`) ?? NONE,
    [byFlight],
  );
}
