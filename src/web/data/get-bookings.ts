import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../shared/bookings.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

export const BOOKINGS_PATH = "/api/bookings";

/** A date window, both ends `yyyy-mm-dd` and included: the server answers bookings overlapping it. */
export interface BookingsWindow {
  from: string;
  to: string;
}

const bookingsKey = (window?: BookingsWindow) =>
  window ? ([BOOKINGS_PATH, window] as const) : ([BOOKINGS_PATH] as const);

export const getBookings = (window?: BookingsWindow, signal?: AbortSignal) =>
  getRemembered<Booking[]>(bookingsKey(window), BOOKINGS_PATH, {
    params: window ? { ...window } : undefined,
    signal,
  });

/** Key prefix of every bookings list (any window): invalidating it refetches them all. */
export const allBookingsQueryKey = [BOOKINGS_PATH] as const;

export const bookingsQueryOptions = (window?: BookingsWindow) =>
  queryOptions({
    queryKey: bookingsKey(window),
    queryFn: ({ signal }) => getBookings(window, signal),
    ...freshness.bookings,
  });

export const useBookings = (window?: BookingsWindow, options: { keepPrevious?: boolean } = {}) =>
  useQuery({
    ...bookingsQueryOptions(window),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
