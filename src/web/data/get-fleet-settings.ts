import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FleetSettings } from "../../shared/fleet.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

export const FLEET_SETTINGS_PATH = "/api/fleet-settings";
/** The turnaround before the fleet settings have been read (the server's own default, docs/decisions/049). */
export const DEFAULT_TURNAROUND_MINUTES = 30;

export const fleetSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [FLEET_SETTINGS_PATH],
    queryFn: ({ signal }) => api.get<FleetSettings>(FLEET_SETTINGS_PATH, { signal }),
    ...freshness.reference,
  });

/** The operator's turnaround between flights, in minutes: what "Add leg" leaves after a landing. */
export function useTurnaroundMinutes(): number {
  return useQuery(fleetSettingsQueryOptions()).data?.turnaroundMinutes ?? DEFAULT_TURNAROUND_MINUTES;
}
