import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AircraftType } from "../../shared/reference-data.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

export const AIRCRAFT_TYPES_PATH = "/api/aircraft-types";

export const aircraftTypesQueryOptions = () =>
  queryOptions({
    queryKey: [AIRCRAFT_TYPES_PATH],
    queryFn: ({ queryKey, signal }) =>
      getRemembered<AircraftType[]>(queryKey, AIRCRAFT_TYPES_PATH, { signal }),
    ...freshness.reference,
  });

export const useAircraftTypes = () => useQuery(aircraftTypesQueryOptions());
