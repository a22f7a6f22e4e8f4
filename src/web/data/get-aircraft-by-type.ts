import { queryOptions, useQuery } from "@tanstack/react-query";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

export const AIRCRAFT_BY_TYPE_PATH = "/api/aircraft-by-type";

export interface AircraftOfType {
  id: number;
  registration: string;
  retired: boolean;
}

export const aircraftByTypeQueryOptions = (aircraftTypeId: number | null | undefined) =>
  queryOptions({
    queryKey: [AIRCRAFT_BY_TYPE_PATH, aircraftTypeId ?? null],
    queryFn: ({ queryKey, signal }) =>
      getRemembered<AircraftOfType[]>(queryKey, `${AIRCRAFT_BY_TYPE_PATH}/${aircraftTypeId}`, { signal }),
    // Product §7: asked only when a type is chosen.
    enabled: typeof aircraftTypeId === "number" && aircraftTypeId > 0,
    ...freshness.reference,
  });

export const useAircraftByType = (aircraftTypeId: number | null | undefined) =>
  useQuery(aircraftByTypeQueryOptions(aircraftTypeId));
