import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OperatorTimeZoneAnswer } from "../../shared/calendar-feeds.ts";
import { isoDateInZone, localIsoDate } from "../../shared/dates.ts";
import { api } from "../lib/api-client.ts";

/** The operator's IANA zone (docs/decisions/030), set in Settings. */
export const TIME_ZONE_PATH = "/api/operator-time-zone";

export const operatorTimeZoneQueryOptions = () =>
  queryOptions({
    queryKey: [TIME_ZONE_PATH],
    queryFn: ({ signal }) => api.get<OperatorTimeZoneAnswer>(TIME_ZONE_PATH, { signal }),
  });

export const useOperatorTimeZone = () => useQuery(operatorTimeZoneQueryOptions());

/** Today in the operator's zone, so a browser elsewhere shows the operator's day; the browser's until known. */
export function useOperatorToday(now = new Date()): string {
  const zone = useOperatorTimeZone().data?.timeZone;
  return zone ? isoDateInZone(now, zone) : localIsoDate(now);
}
