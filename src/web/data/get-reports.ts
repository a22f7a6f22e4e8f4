import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReportsAnswer } from "../../shared/reports.ts";
import { api } from "../lib/api-client.ts";

export const REPORTS_PATH = "/api/reports";

/** The period's reports (docs/decisions/035); the last period's stay on screen while the next loads. */
export const useReports = (from: string, to: string) =>
  useQuery({
    queryKey: [REPORTS_PATH, from, to],
    queryFn: ({ signal }) => api.get<ReportsAnswer>(REPORTS_PATH, { params: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
