import { useSyncExternalStore } from "react";
import type { BookingSearchResult } from "../../shared/booking-search.ts";
import type { Month } from "./month.ts";

/**
 * Opening a booking in the Booking Details table from outside it (docs/decisions/021): the wizard's
 * success toast asks for a booking made in another month, and the table opens it as it opens one
 * chosen in 'Find a booking'. Callable outside React, as a toast's action is.
 */
export type BookingToOpen = Pick<BookingSearchResult, "id" | "date" | "customerId" | "aircraftTypeId">;

let shown: Month | null = null;
let request: BookingToOpen | null = null;
const listeners = new Set<() => void>();

/** The table says which month it shows, so a new booking elsewhere can offer to open its month. */
export function setShownMonth(month: Month): void {
  shown = month;
}

/** The month the table shows, or null before it first showed one. */
export const shownMonth = (): Month | null => shown;

/** Asks the table to open the booking; it waits until the table is there (another tab may be open). */
export function openBooking(booking: BookingToOpen): void {
  request = booking;
  for (const listener of listeners) listener();
}

/** The request not yet taken, for the table and for the page that switches to the table's tab. */
export function useOpenBookingRequest(): BookingToOpen | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => request,
    () => request,
  );
}

/** The table took the request: it is not opened again when the table mounts again. */
export function takeOpenBookingRequest(): void {
  request = null;
  for (const listener of listeners) listener();
}
