import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking, EditBookingPayload } from "../../shared/bookings.ts";
import { api } from "../lib/api-client.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
} from "./bookings-cache.ts";

export interface UpdateBookingVariables extends BookingWriteVariables {
  bookingId: number;
  payload: EditBookingPayload;
}

/** Product §7 PUT /api/bookings/{id}: customer, aircraft type, departure and date range. */
export const updateBooking = ({ bookingId, payload, version }: UpdateBookingVariables) =>
  api.put<Booking>(`/api/bookings/${bookingId}`, { ...payload, version });

export function useUpdateBooking(callbacks?: BookingMutationCallbacks<UpdateBookingVariables>) {
  const queryClient = useQueryClient();
  // No optimistic change: a date-range edit adds and removes days only the server can fill in.
  return useMutation(
    bookingWriteOptions(queryClient, { mutationFn: updateBooking, field: "booking", callbacks }),
  );
}
