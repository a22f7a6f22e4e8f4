import { useMutationState } from "@tanstack/react-query";
import { useMemo } from "react";
import { bookingWriteMutationKey, writeFieldOf } from "../../data/bookings-cache.ts";
import { cellKey } from "./table-context.tsx";

/** Cells with a save in flight, from the booking writes' keys and variables. */
export function usePendingCells(): Set<string> {
  const pending = useMutationState({
    filters: { mutationKey: bookingWriteMutationKey, status: "pending" },
    select: (mutation) => {
      const field = writeFieldOf(mutation.options.mutationKey);
      const variables = mutation.state.variables as { bookingId?: number; date?: string } | undefined;
      return field && variables?.bookingId ? cellKey(variables.bookingId, field, variables.date) : "";
    },
  });
  const joined = pending.join("|");
  return useMemo(() => new Set(joined ? joined.split("|") : []), [joined]);
}
