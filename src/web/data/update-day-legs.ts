import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking, DailyDetail } from "../../shared/bookings.ts";
import type { LegPayload } from "../../shared/legs.ts";
import { api } from "../lib/api-client.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
  withDay,
} from "./bookings-cache.ts";
import { previewDayLegs } from "./preview-conflicts.ts";

export interface DayLegsVariables extends BookingWriteVariables {
  bookingId: number;
  date: string;
  /** All of the day's legs, in order: one with its id is that leg kept, one without is new. */
  legs: LegPayload[];
  /** The day as it will read, shown at once before the server answers. */
  shown?: Partial<DailyDetail>;
}

/** `PUT /api/bookings/{id}/daily-details/{date}/legs` (docs/decisions/049). */
export const updateDayLegs = ({ bookingId, date, legs, version }: DayLegsVariables) =>
  api.put<Booking>(`/api/bookings/${bookingId}/daily-details/${date}/legs`, { legs, version });

/** The clashes the legs would add, before they are saved ('Save anyway', docs/decisions/022). */
export const previewDayLegsEdit = (variables: DayLegsVariables) =>
  previewDayLegs(variables.bookingId, variables.date, variables.legs, variables.version);

/**
 * A day's legs written from the table: sent in turn with the version seen, shown at once, answered or
 * asked about as every booking write is (bookings-cache.ts).
 */
export function useUpdateDayLegs(callbacks?: BookingMutationCallbacks<DayLegsVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateDayLegs,
      field: "legs",
      optimistic: (booking, v) => (v.shown ? withDay(booking, v.date, v.shown) : booking),
      callbacks,
    }),
  );
}
