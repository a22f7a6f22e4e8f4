import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { HistoryEntity, HistoryPage } from "../../shared/history.ts";
import { api } from "../lib/api-client.ts";

/** Everything that changed, newest first, a page at a time (docs/decisions/016). */
export const HISTORY_PATH = "/api/history";

export interface HistoryFilters {
  userId?: number;
  entity?: HistoryEntity;
  from?: string;
  to?: string;
}

export const historyQueryOptions = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: [HISTORY_PATH, filters],
    queryFn: ({ signal, pageParam }) =>
      api.get<HistoryPage>(HISTORY_PATH, { signal, params: { ...filters, before: pageParam, limit: 50 } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export const useHistory = (filters: HistoryFilters) => useInfiniteQuery(historyQueryOptions(filters));
