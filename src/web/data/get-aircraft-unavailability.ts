import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Unavailability } from "../../shared/fleet.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";
import type { BookingsWindow } from "./get-bookings.ts";

export const AIRCRAFT_UNAVAILABILITY_PATH = "/api/aircraft-unavailability";

export const getAircraftUnavailability = (window: BookingsWindow, signal?: AbortSignal) =>
  api.get<Unavailability[]>(AIRCRAFT_UNAVAILABILITY_PATH, { params: { ...window }, signal });

export const aircraftUnavailabilityQueryOptions = (window: BookingsWindow) =>
  queryOptions({
    queryKey: [AIRCRAFT_UNAVAILABILITY_PATH, window] as const,
    queryFn: ({ signal }) => getAircraftUnavailability(window, signal),
    ...freshness.reference,
  });

/** Periods overlapping a window in which aircraft cannot fly (issue 11). */
export const useAircraftUnavailability = (window: BookingsWindow) =>
  useQuery(aircraftUnavailabilityQueryOptions(window));
