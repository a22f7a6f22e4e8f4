import { useCallback, useEffect, useState } from "react";
import {
  type BookingToOpen,
  setShownMonth,
  takeOpenBookingRequest,
  useOpenBookingRequest,
} from "../../lib/open-booking.ts";
import type { useTablePreferences } from "./use-table-preferences.ts";
import type { FoundBooking } from "./use-table-scroll.ts";

/**
 * Find a booking (docs/decisions/017): the booking chosen in 'Find a booking'. Choosing one shows its month, clears a
 * customer or type filter that would hide it, and marks it for the table to highlight and scroll to.
 * A booking opened from elsewhere (the wizard's toast, docs/decisions/021) is shown the same way.
 */
export function useFoundBooking(preferences: ReturnType<typeof useTablePreferences>) {
  const { month, setMonth, customerId, setCustomerId, aircraftTypeId, setAircraftTypeId } = preferences;
  const [found, setFound] = useState<FoundBooking | null>(null);
  const onFound = useCallback(
    (result: BookingToOpen) => {
      setMonth(result.date.slice(0, 7));
      if (customerId !== null && customerId !== result.customerId) setCustomerId(null);
      if (aircraftTypeId !== null && aircraftTypeId !== result.aircraftTypeId) setAircraftTypeId(null);
      setFound((previous) => ({ bookingId: result.id, date: result.date, pick: (previous?.pick ?? 0) + 1 }));
    },
    [setMonth, customerId, setCustomerId, aircraftTypeId, setAircraftTypeId],
  );

  useEffect(() => setShownMonth(month), [month]);
  const request = useOpenBookingRequest();
  useEffect(() => {
    if (!request) return;
    takeOpenBookingRequest();
    onFound(request);
  }, [request, onFound]);

  return { found, onFound };
}
