import type { CreateBookingFormValues } from "../../../../shared/booking-form.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import type { BookingStatus } from "../../../../shared/reference-data.ts";

/** Every field blank: the form before its defaults are in. */
export const EMPTY_WIZARD_VALUES: CreateBookingFormValues = {
  startDate: "",
  endDate: "",
  customerId: "",
  bookingStatusId: "",
  departureId: "",
  destinationId: "",
  aircraftTypeId: "",
  allocatedAircraftId: "",
  departureTime: "",
  expectedHours: "",
  remarks: "",
};

/** The most recently created booking (the highest id) among those the app has read. */
export function mostRecentBooking(bookings: Iterable<Booking>): Booking | undefined {
  let latest: Booking | undefined;
  for (const booking of bookings) if (!latest || booking.id > latest.id) latest = booking;
  return latest;
}

/**
 * Product §4: on opening, the wizard is pre-filled with the customer, aircraft type, departure and
 * destination of the most recent booking, the status whose text is 'pending' (any case), and both
 * dates set to today.
 */
export function wizardDefaults(options: {
  bookings: Iterable<Booking>;
  statuses: BookingStatus[];
  today: string;
}): CreateBookingFormValues {
  const latest = mostRecentBooking(options.bookings);
  const firstDay = latest?.dailyDetails.slice().sort((a, b) => a.date.localeCompare(b.date))[0];
  const pending = options.statuses.find((status) => status.statusText.trim().toLowerCase() === "pending");
  const id = (value: number | null | undefined) => (value ? String(value) : "");
  return {
    startDate: options.today,
    endDate: options.today,
    customerId: id(latest?.customerId),
    bookingStatusId: id(pending?.id),
    departureId: id(latest?.departureId),
    destinationId: id(firstDay?.destinationId),
    aircraftTypeId: id(latest?.aircraftTypeId),
    allocatedAircraftId: "",
    departureTime: "",
    expectedHours: "",
    remarks: "",
  };
}
