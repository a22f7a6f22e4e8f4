import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
  withDay,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface UpdateDestinationVariables extends BookingWriteVariables {
  bookingId: number;
  date: string;
  destinationId: number;
  /** The location's name, shown at once before the server answers. */
  destinationName?: string;
}

export const updateDestination = ({ bookingId, date, destinationId, version }: UpdateDestinationVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/daily-details/${date}/destination`, {
    destinationId,
    version,
  });

export function useUpdateDestination(callbacks?: BookingMutationCallbacks<UpdateDestinationVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateDestination,
      field: "destination",
      optimistic: (booking, v) =>
        withDay(booking, v.date, {
          destinationId: v.destinationId,
          ...(v.destinationName === undefined ? {} : { destinationLocation: { name: v.destinationName } }),
        }),
      callbacks,
    }),
  );
}
