import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MaintenanceAnswer } from "../../shared/maintenance.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

export const MAINTENANCE_PATH = "/api/maintenance";

export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: [MAINTENANCE_PATH] as const,
    queryFn: ({ queryKey, signal }) =>
      getRemembered<MaintenanceAnswer>(queryKey, MAINTENANCE_PATH, { signal }),
    ...freshness.reference,
  });

/** Every aircraft's hours and maintenance items with when each is due (docs/decisions/051). */
export const useMaintenance = () => useQuery(maintenanceQueryOptions());
