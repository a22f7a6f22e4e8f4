import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AircraftTypeWithAircraft } from "../../shared/reference-data.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

export const AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH = "/api/aircraft-types-with-aircraft";

export const aircraftTypesWithAircraftQueryOptions = () =>
  queryOptions({
    queryKey: [AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH],
    queryFn: ({ queryKey, signal }) =>
      getRemembered<AircraftTypeWithAircraft[]>(queryKey, AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH, { signal }),
    ...freshness.reference,
  });

export const useAircraftTypesWithAircraft = () => useQuery(aircraftTypesWithAircraftQueryOptions());
