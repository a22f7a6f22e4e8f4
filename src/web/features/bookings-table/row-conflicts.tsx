import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Conflict } from "../../../shared/fleet.ts";
import type { BookingsWindow } from "../../data/get-bookings.ts";
import { useConflicts } from "../../data/get-conflicts.ts";

const NONE: Conflict[] = [];
const RowConflicts = createContext<Map<string, Conflict[]>>(new Map());
const rowKey = (bookingId: number, date: string) => `${bookingId}:${date}`;

/** The shown month's conflicts (docs/decisions/015), read once and looked up by row. */
export function RowConflictsProvider({ window, children }: { window: BookingsWindow; children: ReactNode }) {
  const conflicts = useConflicts(window);
  const byRow = useMemo(() => {
    const map = new Map<string, Conflict[]>();
    for (const conflict of conflicts.data ?? []) {
      for (const bookingId of conflict.bookingIds) {
        const key = rowKey(bookingId, conflict.date);
        map.set(key, [...(map.get(key) ?? []), conflict]);
      }
    }
    return map;
  }, [conflicts.data]);
  return <RowConflicts value={byRow}>{children}</RowConflicts>;
}

/** The conflicts a booking takes part in on one date. */
export function useRowConflicts(bookingId: number, date: string): Conflict[] {
  return useContext(RowConflicts).get(rowKey(bookingId, date)) ?? NONE;
}
