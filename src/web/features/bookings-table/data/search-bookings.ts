import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { isSearchable } from "../../../../shared/booking-rules.ts";
import type { BookingSearchAnswer } from "../../../../shared/booking-search.ts";
import { api } from "../../../lib/api-client.ts";

export const SEARCH_PATH = "/api/bookings/search";

export const searchBookings = (q: string, signal?: AbortSignal) =>
  api.get<BookingSearchAnswer>(SEARCH_PATH, { params: { q }, signal });

export const bookingSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [SEARCH_PATH, q],
    queryFn: ({ signal }) => searchBookings(q, signal),
    // A search answers the moment it is asked; asked again a little later, it asks the server again.
    staleTime: 15_000,
    gcTime: 60_000,
  });

/** Find a booking (docs/decisions/017): bookings found across all months; asks only for a search the server accepts. */
export const useBookingSearch = (q: string) =>
  useQuery({
    ...bookingSearchQueryOptions(q),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
  });
