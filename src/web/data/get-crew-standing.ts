import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CrewUnavailability } from "../../shared/crew-unavailability.ts";
import type { CrewStanding } from "../../shared/duty-standing.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";
import { CREW_PATH } from "./get-crew.ts";

/** Every member's standing is under this key, so a change of the rule set refetches them all. */
export const CREW_STANDING_KEY = "crew-standing";
export const CREW_UNAVAILABILITY_KEY = "crew-member-unavailability";

/** One member's standing against the rule set in use (docs/decisions/055): asked per member, when shown. */
export const useCrewStanding = (id: number, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: [CREW_STANDING_KEY, id],
      queryFn: ({ signal }) => api.get<CrewStanding>(`${CREW_PATH}/${id}/standing`, { signal }),
      enabled,
      ...freshness.bookings,
    }),
  );

/** One member's periods of leave, sickness, training and other unavailability. */
export const useCrewUnavailability = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: [CREW_UNAVAILABILITY_KEY, id],
      queryFn: ({ signal }) => api.get<CrewUnavailability[]>(`${CREW_PATH}/${id}/unavailability`, { signal }),
      ...freshness.reference,
    }),
  );
