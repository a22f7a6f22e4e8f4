import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Location } from "../../shared/reference-data.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

export const LOCATIONS_PATH = "/api/locations";

export const getLocations = (signal?: AbortSignal) => api.get<Location[]>(LOCATIONS_PATH, { signal });

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: [LOCATIONS_PATH],
    queryFn: ({ signal }) => getLocations(signal),
    ...freshness.reference,
  });

export const useLocations = () => useQuery(locationsQueryOptions());
