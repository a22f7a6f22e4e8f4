import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
  withDay,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface UpdateExpectedHoursVariables extends BookingWriteVariables {
  bookingId: number;
  date: string;
  /** A decimal string of 0 or more with at most two decimals. */
  expectedHours: string;
}

export const updateExpectedHours = ({
  bookingId,
  date,
  expectedHours,
  version,
}: UpdateExpectedHoursVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/daily-details/${date}/expected-hours`, {
    expectedHours,
    version,
  });

export function useUpdateExpectedHours(callbacks?: BookingMutationCallbacks<UpdateExpectedHoursVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateExpectedHours,
      field: "expectedHours",
      optimistic: (booking, v) => withDay(booking, v.date, { expectedAircraftHours: v.expectedHours }),
      callbacks,
    }),
  );
}
