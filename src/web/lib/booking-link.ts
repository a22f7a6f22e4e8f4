import { useEffect } from "react";
import type { BookingSearchAnswer } from "../../shared/booking-search.ts";
import { api } from "./api-client.ts";
import { openBooking } from "./open-booking.ts";
import { toastError } from "./toast-store.ts";

/**
 * A calendar event's link, `/?booking=N` (docs/decisions/030): the booking is found by its id and
 * opened in the table as 'Find a booking' opens it; the address is then put back to `/`.
 */
export function useBookingLink(): void {
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("booking");
    if (!id || !/^\d{1,9}$/.test(id)) return;
    window.history.replaceState(null, "", window.location.pathname);
    openBookingById(Number(id));
  }, []);
}

/** Finds a booking by its id and opens it in the table (a calendar link, a flagged change's Show). */
export function openBookingById(id: number): void {
  api.get<BookingSearchAnswer>(`/api/bookings/search?q=${id}`).then(
    (answer) => {
      const found = answer.results.find((result) => result.id === id);
      if (found) openBooking(found);
      else toastError(`Booking ${id} no longer exists`);
    },
    () => toastError(`Booking ${id} could not be opened`),
  );
}
