import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

export const AIRCRAFT_BY_TYPE_PATH = "/api/aircraft-by-type";

export interface AircraftOfType {
  id: number;
  registration: string;
  retired: boolean;
}

export const getAircraftByType = (aircraftTypeId: number, signal?: AbortSignal) =>
  api.get<AircraftOfType[]>(`${AIRCRAFT_BY_TYPE_PATH}/${aircraftTypeId}`, { signal });

export const aircraftByTypeQueryOptions = (aircraftTypeId: number | null | undefined) =>
  queryOptions({
    queryKey: [AIRCRAFT_BY_TYPE_PATH, aircraftTypeId ?? null],
    queryFn: ({ signal }) => getAircraftByType(aircraftTypeId as number, signal),
    // Product §7: asked only when a type is chosen.
    enabled: typeof aircraftTypeId === "number" && aircraftTypeId > 0,
    ...freshness.reference,
  });

export const useAircraftByType = (aircraftTypeId: number | null | undefined) =>
  useQuery(aircraftByTypeQueryOptions(aircraftTypeId));
