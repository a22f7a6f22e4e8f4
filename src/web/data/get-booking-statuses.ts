import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingStatus } from "../../shared/reference-data.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

export const BOOKING_STATUSES_PATH = "/api/booking-statuses";

export const getBookingStatuses = (signal?: AbortSignal) =>
  api.get<BookingStatus[]>(BOOKING_STATUSES_PATH, { signal });

export const bookingStatusesQueryOptions = () =>
  queryOptions({
    queryKey: [BOOKING_STATUSES_PATH],
    queryFn: ({ signal }) => getBookingStatuses(signal),
    ...freshness.reference,
  });

export const useBookingStatuses = () => useQuery(bookingStatusesQueryOptions());
