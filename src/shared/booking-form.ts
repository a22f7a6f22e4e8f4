import { z } from "zod";
import {
  type CreateBookingPayload,
  createBookingPayload,
  type EditBookingPayload,
  editBookingPayload,
} from "./bookings.ts";
import { typedHoursForPayload } from "./typed-hours.ts";

/**
 * The booking forms hold what their inputs hold: strings (a select's value, a date input's
 * `yyyy-mm-dd`, a number input's text). These schemas turn those strings into the API payloads and
 * validate them with the payload schemas themselves, so the browser shows the server's messages
 * (product §5) from one definition.
 */

/** A select's value as an id; an empty select becomes 0, which the payload refuses with its message. */
const toId = (value: string) => (value.trim() === "" ? 0 : Number(value));
const toOptionalId = (value: string) => (value.trim() === "" ? undefined : Number(value));

export const createBookingFormValues = z.object({
  startDate: z.string(),
  endDate: z.string(),
  customerId: z.string(),
  bookingStatusId: z.string(),
  departureId: z.string(),
  destinationId: z.string(),
  aircraftTypeId: z.string(),
  allocatedAircraftId: z.string(),
  departureTime: z.string(),
  expectedHours: z.string(),
  remarks: z.string(),
});
export type CreateBookingFormValues = z.infer<typeof createBookingFormValues>;

/** The wizard's strings as the create-booking payload; its schema applies the blank defaults. */
export function toCreateBookingPayload(form: CreateBookingFormValues): CreateBookingPayload {
  return {
    customerId: toId(form.customerId),
    aircraftTypeId: toId(form.aircraftTypeId),
    bookingStatusId: toId(form.bookingStatusId),
    departureId: toId(form.departureId),
    destinationId: toId(form.destinationId),
    startDate: form.startDate,
    endDate: form.endDate,
    allocatedAircraftId: toOptionalId(form.allocatedAircraftId),
    // Blank details become their defaults in the payload schema (product §5).
    departureTime: form.departureTime,
    expectedHours: typedHoursForPayload(form.expectedHours),
    remarks: form.remarks,
  };
}

/** The wizard's values in, the create-booking payload out; issues carry the form's field names. */
export const createBookingForm = createBookingFormValues
  .transform(toCreateBookingPayload)
  .pipe(createBookingPayload);

export const editBookingFormValues = z.object({
  customerId: z.string(),
  aircraftTypeId: z.string(),
  departureId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The allocated aircraft's id, or "" for none. */
  allocatedAircraftId: z.string(),
});
export type EditBookingFormValues = z.infer<typeof editBookingFormValues>;

export const toEditBookingPayload = (form: EditBookingFormValues): EditBookingPayload => ({
  customerId: toId(form.customerId),
  aircraftTypeId: toId(form.aircraftTypeId),
  departureId: toId(form.departureId),
  startDate: form.startDate,
  endDate: form.endDate,
  allocatedAircraftId: toOptionalId(form.allocatedAircraftId) ?? null,
});

/** The edit dialog's values in, the edit-booking payload out. */
export const editBookingForm = editBookingFormValues.transform(toEditBookingPayload).pipe(editBookingPayload);
/** What the Edit dialog's form hands to its save: the PUT payload. */
export type EditBookingOutput = z.output<typeof editBookingForm>;

/**
 * Product §4 and docs/decisions/020: the end date to use when the start date moves from
 * `previousStart` to `nextStart`. An empty or earlier end moves to the new start; a one-day booking
 * (the end on the previous start) stays one day, so its end follows the start both ways.
 */
export function endDateAfterStartChange(previousStart: string, nextStart: string, endDate: string): string {
  if (nextStart === "") return endDate;
  if (endDate === "" || endDate === previousStart || endDate < nextStart) return nextStart;
  return endDate;
}
