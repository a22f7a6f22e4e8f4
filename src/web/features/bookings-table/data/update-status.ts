import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
  withDay,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface UpdateStatusVariables extends BookingWriteVariables {
  bookingId: number;
  statusId: number;
  /** One day only (docs/decisions/023); without it every day of the booking gets the status. */
  date?: string;
}

export const updateStatus = ({ bookingId, statusId, date, version }: UpdateStatusVariables) =>
  api.patch<Booking>(
    date === undefined
      ? `/api/bookings/${bookingId}/status`
      : `/api/bookings/${bookingId}/daily-details/${date}/status`,
    { statusId, version },
  );

export function useUpdateStatus(callbacks?: BookingMutationCallbacks<UpdateStatusVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateStatus,
      field: "status",
      optimistic: (booking, v) =>
        v.date === undefined
          ? {
              ...booking,
              dailyDetails: booking.dailyDetails.map((day) => ({ ...day, bookingStatusId: v.statusId })),
            }
          : withDay(booking, v.date, { bookingStatusId: v.statusId }),
      callbacks,
    }),
  );
}
