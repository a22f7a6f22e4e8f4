import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking, CreateBookingPayload } from "../../../../shared/bookings.ts";
import { bookingWriteMutationKey, refetchBookings } from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

/** Product §9: the create request is abandoned after 30 seconds. */
export const CREATE_BOOKING_TIMEOUT_MS = 30_000;

export const createBooking = (payload: CreateBookingPayload) =>
  api.post<Booking>("/api/bookings", payload, { signal: AbortSignal.timeout(CREATE_BOOKING_TIMEOUT_MS) });

/** True when a request was abandoned by its timeout (product §8: 'Request timed out. Please try again.'). */
export const isTimeout = (error: unknown) => error instanceof DOMException && error.name === "TimeoutError";

export function useCreateBooking(callbacks?: {
  onSuccess?: (booking: Booking, payload: CreateBookingPayload) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookingWriteMutationKey,
    mutationFn: createBooking,
    onSuccess: (booking, payload) => callbacks?.onSuccess?.(booking, payload),
    onError: (error) => callbacks?.onError?.(error),
    onSettled: () => refetchBookings(queryClient),
  });
}
