import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AircraftType } from "../../shared/reference-data.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

export const AIRCRAFT_TYPES_PATH = "/api/aircraft-types";

export const getAircraftTypes = (signal?: AbortSignal) =>
  api.get<AircraftType[]>(AIRCRAFT_TYPES_PATH, { signal });

export const aircraftTypesQueryOptions = () =>
  queryOptions({
    queryKey: [AIRCRAFT_TYPES_PATH],
    queryFn: ({ signal }) => getAircraftTypes(signal),
    ...freshness.reference,
  });

export const useAircraftTypes = () => useQuery(aircraftTypesQueryOptions());
