import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Unavailability } from "../../shared/fleet.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";
import type { BookingsWindow } from "./get-bookings.ts";

export const AIRCRAFT_UNAVAILABILITY_PATH = "/api/aircraft-unavailability";

export const aircraftUnavailabilityQueryOptions = (window: BookingsWindow) =>
  queryOptions({
    queryKey: [AIRCRAFT_UNAVAILABILITY_PATH, window] as const,
    queryFn: ({ queryKey, signal }) =>
      getRemembered<Unavailability[]>(queryKey, AIRCRAFT_UNAVAILABILITY_PATH, {
        params: { ...window },
        signal,
      }),
    ...freshness.reference,
  });

/** Periods overlapping a window in which aircraft cannot fly (docs/decisions/015). */
export const useAircraftUnavailability = (window: BookingsWindow) =>
  useQuery(aircraftUnavailabilityQueryOptions(window));
