import { useCallback, useState } from "react";
import type { BookingSearchResult } from "../../../shared/booking-search.ts";
import type { FoundBooking } from "./bookings-table.tsx";
import type { useTablePreferences } from "./use-table-preferences.ts";

/**
 * Issue 13 item 9: the booking chosen in 'Find a booking'. Choosing one shows its month, clears a
 * customer or type filter that would hide it, and marks it for the table to highlight and scroll to.
 */
export function useFoundBooking(preferences: ReturnType<typeof useTablePreferences>) {
  const { setMonth, customerId, setCustomerId, aircraftTypeId, setAircraftTypeId } = preferences;
  const [found, setFound] = useState<FoundBooking | null>(null);
  const onFound = useCallback(
    (result: BookingSearchResult) => {
      setMonth(result.date.slice(0, 7));
      if (customerId !== null && customerId !== result.customerId) setCustomerId(null);
      if (aircraftTypeId !== null && aircraftTypeId !== result.aircraftTypeId) setAircraftTypeId(null);
      setFound((previous) => ({ bookingId: result.id, date: result.date, pick: (previous?.pick ?? 0) + 1 }));
    },
    [setMonth, customerId, setCustomerId, aircraftTypeId, setAircraftTypeId],
  );
  return { found, onFound };
}
