import { type DepartureMarks, departureMarks } from "../../lib/departure-marks.ts";
import type { BoardEntry } from "./board-days.ts";

/** A flight on TODAY: a departed one is shown dimmed, below the others; the next one out is marked. */
export interface TodayEntry extends BoardEntry, DepartureMarks {}

/**
 * TODAY's flights at `nowMinutes` (minutes after local midnight): the flights still to come or in the
 * air in departure order, then those gone, then the cancelled ones. `entries` arrive in the day's
 * departure order with the cancelled ones last (boardDays), which each group keeps.
 */
export function orderToday(entries: BoardEntry[], nowMinutes: number): TodayEntry[] {
  const marks = departureMarks(
    entries.map((entry) => ({ ...entry.day, cancelled: entry.cancelled })),
    nowMinutes,
  );
  const marked = entries.map((entry, index) => ({ ...entry, ...marks[index]! }));
  return [
    ...marked.filter((entry) => !entry.cancelled && !entry.departed),
    ...marked.filter((entry) => entry.departed),
    ...marked.filter((entry) => entry.cancelled),
  ];
}
