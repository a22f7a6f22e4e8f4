import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "../../shared/bookings.ts";
import { api } from "../lib/api-client.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
} from "./bookings-cache.ts";

export interface UpdateAllocatedAircraftVariables extends BookingWriteVariables {
  bookingId: number;
  allocatedAircraftId: number | null;
  /** The aircraft's registration, shown at once before the server answers. */
  registration?: string;
}

export const updateAllocatedAircraft = ({
  bookingId,
  allocatedAircraftId,
  version,
}: UpdateAllocatedAircraftVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/allocated-aircraft`, { allocatedAircraftId, version });

export function useUpdateAllocatedAircraft(
  callbacks?: BookingMutationCallbacks<UpdateAllocatedAircraftVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateAllocatedAircraft,
      field: "allocatedAircraft",
      optimistic: (booking, v) => ({
        ...booking,
        allocatedAircraftId: v.allocatedAircraftId,
        allocatedAircraft: v.allocatedAircraftId === null ? null : { registration: v.registration ?? "" },
      }),
      callbacks,
    }),
  );
}
