import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../shared/bookings.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";
import { getBookingsWithFlags } from "./get-change-flags.ts";

export const BOOKINGS_PATH = "/api/bookings";

/** A date window, both ends `yyyy-mm-dd` and included: the server answers bookings overlapping it. */
export interface BookingsWindow {
  from: string;
  to: string;
}

/**
 * A screen that shows change flags (the table, the Fleet tab, the board) reads its window with them
 * (`include=flags`, docs/decisions/031): one request brings both, and the flags go to their own query.
 * Its key names that, so it is one list with the table's other reads of the same month.
 */
export interface BookingsReadOptions {
  withFlags?: boolean;
}

const paramsOf = (window: BookingsWindow | undefined, { withFlags = false }: BookingsReadOptions) =>
  withFlags ? { ...window, include: "flags" } : window ? { ...window } : undefined;

const bookingsKey = (window?: BookingsWindow, options: BookingsReadOptions = {}) => {
  const params = paramsOf(window, options);
  return params ? ([BOOKINGS_PATH, params] as const) : ([BOOKINGS_PATH] as const);
};

export const getBookings = (window?: BookingsWindow, signal?: AbortSignal) =>
  getRemembered<Booking[]>(bookingsKey(window), BOOKINGS_PATH, {
    params: window ? { ...window } : undefined,
    signal,
  });

/** Key prefix of every bookings list (any window): invalidating it refetches them all. */
export const allBookingsQueryKey = [BOOKINGS_PATH] as const;

export const bookingsQueryOptions = (window?: BookingsWindow, options: BookingsReadOptions = {}) =>
  queryOptions({
    queryKey: bookingsKey(window, options),
    queryFn: ({ signal, client }) =>
      options.withFlags
        ? getBookingsWithFlags(client, {
            queryKey: bookingsKey(window, options),
            path: BOOKINGS_PATH,
            params: paramsOf(window, options)!,
            signal,
          })
        : getBookings(window, signal),
    ...freshness.bookings,
  });

export const useBookings = (
  window?: BookingsWindow,
  options: BookingsReadOptions & { keepPrevious?: boolean } = {},
) =>
  useQuery({
    ...bookingsQueryOptions(window, { withFlags: options.withFlags }),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
