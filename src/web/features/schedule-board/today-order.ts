import { departureMinutes } from "../../../shared/departure-time.ts";
import type { BoardEntry } from "./board-days.ts";

/** A flight without expected hours counts as gone this long after its departure (docs/decisions/027). */
const UNKNOWN_FLIGHT_MINUTES = 60;

export interface TodayEntry extends BoardEntry {
  /** Its departure time plus its expected hours (or 1 h) have passed: shown dimmed, below the others. */
  departed: boolean;
  /** The first flight still to depart: marked, so the next one out is found at a glance. */
  next: boolean;
}

/** Minutes after midnight when the flight counts as gone, or null for a time the board cannot read. */
function goneAt(entry: BoardEntry): number | null {
  const departure = departureMinutes(entry.day.departureTime);
  if (departure === null) return null;
  const hours = Number(entry.day.expectedAircraftHours);
  const flight = Number.isFinite(hours) && hours > 0 ? Math.round(hours * 60) : UNKNOWN_FLIGHT_MINUTES;
  return departure + flight;
}

/**
 * TODAY's flights at `nowMinutes` (minutes after local midnight): the flights still to come or in the
 * air in departure order, then those gone, then the cancelled ones. `entries` arrive in the day's
 * departure order with the cancelled ones last (boardDays), which each group keeps.
 */
export function orderToday(entries: BoardEntry[], nowMinutes: number): TodayEntry[] {
  const marked = entries.map((entry) => {
    const gone = goneAt(entry);
    return { ...entry, departed: !entry.cancelled && gone !== null && nowMinutes > gone, next: false };
  });
  const waiting = marked.filter((entry) => !entry.cancelled && !entry.departed);
  const next = waiting.find((entry) => (departureMinutes(entry.day.departureTime) ?? -1) >= nowMinutes);
  if (next) next.next = true;
  return [
    ...waiting,
    ...marked.filter((entry) => entry.departed),
    ...marked.filter((entry) => entry.cancelled),
  ];
}
