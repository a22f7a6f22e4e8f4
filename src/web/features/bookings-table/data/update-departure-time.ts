import { useMutation, useQueryClient } from "@tanstack/react-query";
import { departureTimeOrDefault } from "../../../../shared/booking-rules.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
  withDay,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface UpdateDepartureTimeVariables extends BookingWriteVariables {
  bookingId: number;
  date: string;
  departureTime: string;
}

export const updateDepartureTime = ({
  bookingId,
  date,
  departureTime,
  version,
}: UpdateDepartureTimeVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/daily-details/${date}/departure-time`, {
    departureTime,
    version,
  });

export function useUpdateDepartureTime(callbacks?: BookingMutationCallbacks<UpdateDepartureTimeVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateDepartureTime,
      field: "departureTime",
      optimistic: (booking, v) =>
        withDay(booking, v.date, { departureTime: departureTimeOrDefault(v.departureTime) }),
      callbacks,
    }),
  );
}
