import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  bookingWriteMutationKey,
  refetchBookings,
  removeBookingFromCaches,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface DeleteBookingVariables {
  bookingId: number;
}

export const deleteBooking = ({ bookingId }: DeleteBookingVariables) =>
  api.delete<unknown>(`/api/bookings/${bookingId}`);

export function useDeleteBooking(callbacks?: {
  onSuccess?: (variables: DeleteBookingVariables) => void;
  onError?: (error: Error, variables: DeleteBookingVariables) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookingWriteMutationKey,
    mutationFn: deleteBooking,
    onSuccess: (_answer, variables) => {
      removeBookingFromCaches(queryClient, variables.bookingId);
      callbacks?.onSuccess?.(variables);
    },
    onError: (error, variables) => callbacks?.onError?.(error, variables),
    onSettled: () => refetchBookings(queryClient),
  });
}
