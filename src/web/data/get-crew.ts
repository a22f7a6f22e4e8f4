import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CrewMember } from "../../shared/crew.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

/** Crew members (docs/decisions/054): Settings lists them; the crew pickers offer those rated on a leg's type. */
export const CREW_PATH = "/api/crew";

export const crewQueryOptions = () =>
  queryOptions({
    queryKey: [CREW_PATH],
    queryFn: ({ queryKey, signal }) => getRemembered<CrewMember[]>(queryKey, CREW_PATH, { signal }),
    ...freshness.reference,
  });

export const useCrew = () => useQuery(crewQueryOptions());
