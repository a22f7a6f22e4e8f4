import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Conflict } from "../../shared/fleet.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";
import type { BookingsWindow } from "./get-bookings.ts";

export const CONFLICTS_PATH = "/api/conflicts";

export const conflictsQueryOptions = (window: BookingsWindow) =>
  queryOptions({
    queryKey: [CONFLICTS_PATH, window] as const,
    queryFn: async ({ queryKey, signal }) =>
      (
        await getRemembered<{ conflicts: Conflict[] }>(queryKey, CONFLICTS_PATH, {
          params: { ...window },
          signal,
        })
      ).conflicts,
    ...freshness.bookings,
  });

/** The conflicts dated in a window (docs/decisions/015); the previous window's stay on screen while it loads. */
export const useConflicts = (window: BookingsWindow) =>
  useQuery({ ...conflictsQueryOptions(window), placeholderData: keepPreviousData });
