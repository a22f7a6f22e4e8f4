import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DutySettingsAnswer } from "../../shared/duty-settings.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

/** The flight and duty rule set in use, its edits and the shipped sets (docs/decisions/053, 055). */
export const DUTY_RULES_PATH = "/api/duty-rules";

export const dutyRulesQueryOptions = () =>
  queryOptions({
    queryKey: [DUTY_RULES_PATH],
    queryFn: ({ signal }) => api.get<DutySettingsAnswer>(DUTY_RULES_PATH, { signal }),
    ...freshness.reference,
  });

export const useDutyRules = () => useQuery(dutyRulesQueryOptions());
