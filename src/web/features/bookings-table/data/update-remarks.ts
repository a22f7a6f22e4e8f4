import { useMutation, useQueryClient } from "@tanstack/react-query";
import { remarksOrDefault } from "../../../../shared/booking-rules.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
  withDay,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface UpdateRemarksVariables extends BookingWriteVariables {
  bookingId: number;
  date: string;
  remarks: string;
}

export const updateRemarks = ({ bookingId, date, remarks, version }: UpdateRemarksVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/daily-details/${date}/remarks`, { remarks, version });

export function useUpdateRemarks(callbacks?: BookingMutationCallbacks<UpdateRemarksVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateRemarks,
      field: "remarks",
      optimistic: (booking, v) => withDay(booking, v.date, { remarks: remarksOrDefault(v.remarks) }),
      callbacks,
    }),
  );
}
