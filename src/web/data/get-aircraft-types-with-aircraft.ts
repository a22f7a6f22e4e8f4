import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AircraftTypeWithAircraft } from "../../shared/reference-data.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

export const AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH = "/api/aircraft-types-with-aircraft";

export const getAircraftTypesWithAircraft = (signal?: AbortSignal) =>
  api.get<AircraftTypeWithAircraft[]>(AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH, { signal });

export const aircraftTypesWithAircraftQueryOptions = () =>
  queryOptions({
    queryKey: [AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH],
    queryFn: ({ signal }) => getAircraftTypesWithAircraft(signal),
    ...freshness.reference,
  });

export const useAircraftTypesWithAircraft = () => useQuery(aircraftTypesWithAircraftQueryOptions());
