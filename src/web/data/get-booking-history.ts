import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HistoryEntry } from "../../shared/history.ts";
import { api } from "../lib/api-client.ts";

/** The first segment of every booking's history key, so live refresh can refetch them all. */
export const BOOKING_HISTORY_KEY = "/api/bookings/:id/history";

export const bookingHistoryQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: [BOOKING_HISTORY_KEY, bookingId],
    queryFn: ({ signal }) => api.get<HistoryEntry[]>(`/api/bookings/${bookingId}/history`, { signal }),
  });

export const useBookingHistory = (bookingId: number | undefined) =>
  useQuery({ ...bookingHistoryQueryOptions(bookingId ?? 0), enabled: bookingId !== undefined });
