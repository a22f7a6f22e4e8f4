import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CalendarFeed,
  CalendarFeedPayload,
  CreatedCalendarFeed,
  OperatorTimeZone,
} from "../../../../shared/calendar-feeds.ts";
import { TIME_ZONE_PATH } from "../../../data/get-operator-time-zone.ts";
import { api } from "../../../lib/api-client.ts";

const FEEDS_PATH = "/api/calendar-feeds";

/** Settings' calendar feeds (docs/decisions/030): editors only, as the server enforces. */
export const useCalendarFeeds = () =>
  useQuery({
    queryKey: [FEEDS_PATH],
    queryFn: ({ signal }) => api.get<CalendarFeed[]>(FEEDS_PATH, { signal }),
  });

export function useSaveCalendarFeed() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: [FEEDS_PATH] });
  return {
    create: useMutation({
      mutationFn: (payload: CalendarFeedPayload) => api.post<CreatedCalendarFeed>(FEEDS_PATH, payload),
      onSettled: refetch,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => api.delete<{ id: number }>(`${FEEDS_PATH}/${id}`),
      onSettled: refetch,
    }),
  };
}

export function useSaveOperatorTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OperatorTimeZone) => api.put<OperatorTimeZone>(TIME_ZONE_PATH, payload),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [TIME_ZONE_PATH] }),
  });
}
