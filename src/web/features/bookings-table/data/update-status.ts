import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings.ts";
import { type BookingMutationCallbacks, bookingWriteOptions } from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface UpdateStatusVariables {
  bookingId: number;
  statusId: number;
}

/** Sets the status of every day of the booking. */
export const updateStatus = ({ bookingId, statusId }: UpdateStatusVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/status`, { statusId });

export function useUpdateStatus(callbacks?: BookingMutationCallbacks<UpdateStatusVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateStatus,
      field: "status",
      optimistic: (booking, v) => ({
        ...booking,
        dailyDetails: booking.dailyDetails.map((day) => ({ ...day, bookingStatusId: v.statusId })),
      }),
      callbacks,
    }),
  );
}
