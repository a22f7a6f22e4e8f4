import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingStatus } from "../../shared/reference-data.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

export const BOOKING_STATUSES_PATH = "/api/booking-statuses";

export const bookingStatusesQueryOptions = () =>
  queryOptions({
    queryKey: [BOOKING_STATUSES_PATH],
    queryFn: ({ queryKey, signal }) =>
      getRemembered<BookingStatus[]>(queryKey, BOOKING_STATUSES_PATH, { signal }),
    ...freshness.reference,
  });

export const useBookingStatuses = () => useQuery(bookingStatusesQueryOptions());
