import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useAircraftTypes } from "../../data/get-aircraft-types.ts";
import { useAircraftTypesWithAircraft } from "../../data/get-aircraft-types-with-aircraft.ts";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { bookingsQueryOptions, useBookings } from "../../data/get-bookings.ts";
import { useLocations } from "../../data/get-locations.ts";
import { monthWindow, shiftMonth } from "../../lib/month.ts";
import { customersInMonth } from "./rows.ts";
import type { useTablePreferences } from "./use-table-preferences.ts";

/**
 * What the Booking Details tab shows for its month: the bookings, the lists its cells choose from, and
 * the customers of the month for the filter. Filters left naming nothing are reset.
 */
export function useMonthData(preferences: ReturnType<typeof useTablePreferences>) {
  const queryClient = useQueryClient();
  const { month, customerId, setCustomerId, aircraftTypeId, setAircraftTypeId } = preferences;
  const window = useMemo(() => monthWindow(month), [month]);
  // With the user's change flags: the rows' markers and the header's count come with the month.
  const bookings = useBookings(window, { withFlags: true });
  const aircraftTypes = useAircraftTypes();
  const statuses = useBookingStatuses();
  const locations = useLocations();
  const fleet = useAircraftTypesWithAircraft();

  // Neighbouring months load in the background, so paging through them is instant.
  useEffect(() => {
    if (!bookings.isSuccess) return;
    for (const delta of [-1, 1]) {
      void queryClient.prefetchQuery(
        bookingsQueryOptions(monthWindow(shiftMonth(month, delta)), { withFlags: true }),
      );
    }
  }, [bookings.isSuccess, month, queryClient]);

  const customers = useMemo(() => customersInMonth(bookings.data ?? [], window), [bookings.data, window]);

  // Product §4: a customer filter whose customer has no booking in the shown month resets.
  useEffect(() => {
    if (bookings.isSuccess && customerId !== null && !customers.some((c) => c.id === customerId)) {
      setCustomerId(null);
    }
  }, [bookings.isSuccess, customerId, customers, setCustomerId]);
  // A type filter naming a type that no longer exists resets too.
  useEffect(() => {
    if (
      aircraftTypes.isSuccess &&
      aircraftTypeId !== null &&
      !aircraftTypes.data.some((t) => t.id === aircraftTypeId)
    ) {
      setAircraftTypeId(null);
    }
  }, [aircraftTypes.isSuccess, aircraftTypes.data, aircraftTypeId, setAircraftTypeId]);

  // The rows render once, when the lists their cells show have arrived too, instead of once per list.
  const listsPending = [statuses, locations, aircraftTypes, fleet].some((query) => query.isPending);
  return { window, bookings, aircraftTypes, statuses, locations, fleet, customers, listsPending };
}
