import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_DEPARTURE_TIME } from "../../shared/booking-rules.ts";
import type { Booking } from "../../shared/bookings.ts";
import { api } from "../lib/api-client.ts";
import { type BookingMutationCallbacks, bookingWriteOptions, withDay } from "./bookings-cache.ts";

export interface UpdateDepartureTimeVariables {
  bookingId: number;
  date: string;
  departureTime: string;
}

export const updateDepartureTime = ({ bookingId, date, departureTime }: UpdateDepartureTimeVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/daily-details/${date}/departure-time`, { departureTime });

export function useUpdateDepartureTime(callbacks?: BookingMutationCallbacks<UpdateDepartureTimeVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateDepartureTime,
      field: "departureTime",
      // Spec §5: an empty departure time is saved as 'TBC'.
      optimistic: (booking, v) =>
        withDay(booking, v.date, { departureTime: v.departureTime.trim() || DEFAULT_DEPARTURE_TIME }),
      callbacks,
    }),
  );
}
