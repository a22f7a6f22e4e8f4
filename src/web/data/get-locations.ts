import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Location } from "../../shared/reference-data.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

export const LOCATIONS_PATH = "/api/locations";

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: [LOCATIONS_PATH],
    queryFn: ({ queryKey, signal }) => getRemembered<Location[]>(queryKey, LOCATIONS_PATH, { signal }),
    ...freshness.reference,
  });

export const useLocations = () => useQuery(locationsQueryOptions());
