import { useMemo } from "react";
import type { BookingsWindow } from "./get-bookings.ts";
import { useConflicts } from "./get-conflicts.ts";

/** `bookingId:date` of every flight on the board that takes part in a conflict (docs/decisions/015). */
export function useClashes(window: BookingsWindow): Set<string> {
  const conflicts = useConflicts(window);
  return useMemo(
    () =>
      new Set(
        (conflicts.data ?? []).flatMap((conflict) =>
          conflict.bookingIds.map((id) => `${id}:${conflict.date}`),
        ),
      ),
    [conflicts.data],
  );
}
