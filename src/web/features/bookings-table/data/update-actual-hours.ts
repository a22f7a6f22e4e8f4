import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
  withDay,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface UpdateActualHoursVariables extends BookingWriteVariables {
  bookingId: number;
  date: string;
  /** A decimal string of 0 or more with at most two decimals; null clears the day's flown hours. */
  actualHours: string | null;
}

export const updateActualHours = ({ bookingId, date, actualHours, version }: UpdateActualHoursVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/daily-details/${date}/actual-hours`, {
    actualHours,
    version,
  });

export function useUpdateActualHours(callbacks?: BookingMutationCallbacks<UpdateActualHoursVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateActualHours,
      field: "actualHours",
      optimistic: (booking, v) => withDay(booking, v.date, { actualHours: v.actualHours }),
      callbacks,
    }),
  );
}
