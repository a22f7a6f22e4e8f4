import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking, DailyDetail } from "../../../../shared/bookings.ts";
import { DAY_FIELD_PATHS, type DayFieldValue } from "../../../../shared/day-field-paths.ts";
import {
  type BOOKING_DAY_FIELDS,
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
  withDay,
} from "../../../data/bookings-cache.ts";
import { previewDayField } from "../../../data/preview-conflicts.ts";
import { api } from "../../../lib/api-client.ts";

/** A field of a day the table edits in place (its status has a hook of its own: it may be every day's). */
export type TableDayField = (typeof BOOKING_DAY_FIELDS)[number];

export interface DayFieldVariables<F extends TableDayField> extends BookingWriteVariables {
  bookingId: number;
  date: string;
  /** The new value, as the day reads it (blanks already turned into their defaults). */
  value: DayFieldValue<F>;
  /** More of the day to show at once before the server answers (a new destination's name). */
  shown?: Partial<DailyDetail>;
}

/** `PATCH /api/bookings/{id}/daily-details/{date}/{path}` with the field's body key (shared/day-field-paths.ts). */
export const updateDayField = <F extends TableDayField>(
  field: F,
  { bookingId, date, value, version }: DayFieldVariables<F>,
) => {
  const { path, bodyKey } = DAY_FIELD_PATHS[field];
  return api.patch<Booking>(`/api/bookings/${bookingId}/daily-details/${date}/${path}`, {
    [bodyKey]: value,
    version,
  });
};

/** The clashes an edit of the field would add, before it is saved ('Save anyway', docs/decisions/022). */
export const previewDayFieldEdit = <F extends TableDayField>(field: F, variables: DayFieldVariables<F>) =>
  previewDayField(field, variables.bookingId, variables.date, variables.value, variables.version);

/**
 * One day field's edit from the table, for every field of shared/day-field-paths.ts: sent in turn with
 * the version seen, shown at once, answered or asked about as every booking write is (bookings-cache.ts).
 */
export function useUpdateDayField<F extends TableDayField>(
  field: F,
  callbacks?: BookingMutationCallbacks<DayFieldVariables<F>>,
) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: (variables: DayFieldVariables<F>) => updateDayField(field, variables),
      field,
      optimistic: (booking, v) =>
        withDay(booking, v.date, { [DAY_FIELD_PATHS[field].column]: v.value, ...v.shown }),
      callbacks,
    }),
  );
}
