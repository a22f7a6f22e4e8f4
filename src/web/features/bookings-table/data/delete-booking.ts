import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  bookingWriteMutationKey,
  refetchBookings,
  removeBookingFromCaches,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface DeleteBookingVariables {
  bookingId: number;
  /** The version of the booking the person confirmed (docs/decisions/028): a newer one is refused. */
  version: number;
}

export const deleteBooking = ({ bookingId, version }: DeleteBookingVariables) =>
  api.delete<unknown>(`/api/bookings/${bookingId}`, { headers: { "If-Match": `"${version}"` } });

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
