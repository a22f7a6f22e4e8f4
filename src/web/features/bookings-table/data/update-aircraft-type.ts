import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "../../../../shared/bookings.ts";
import {
  type BookingMutationCallbacks,
  type BookingWriteVariables,
  bookingWriteOptions,
} from "../../../data/bookings-cache.ts";
import { api } from "../../../lib/api-client.ts";

export interface UpdateAircraftTypeVariables extends BookingWriteVariables {
  bookingId: number;
  aircraftTypeId: number;
  /** The type's title, shown at once before the server answers. */
  title?: string;
  /** Whether the allocated aircraft is of the new type; the server clears it otherwise. */
  keepsAllocatedAircraft?: boolean;
}

export const updateAircraftType = ({ bookingId, aircraftTypeId, version }: UpdateAircraftTypeVariables) =>
  api.patch<Booking>(`/api/bookings/${bookingId}/aircraft-type`, { aircraftTypeId, version });

export function useUpdateAircraftType(callbacks?: BookingMutationCallbacks<UpdateAircraftTypeVariables>) {
  const queryClient = useQueryClient();
  return useMutation(
    bookingWriteOptions(queryClient, {
      mutationFn: updateAircraftType,
      field: "aircraftType",
      optimistic: (booking, v) => ({
        ...booking,
        aircraftTypeId: v.aircraftTypeId,
        aircraftType: { id: v.aircraftTypeId, title: v.title ?? booking.aircraftType.title },
        ...(v.keepsAllocatedAircraft ? {} : { allocatedAircraftId: null, allocatedAircraft: null }),
      }),
      callbacks,
    }),
  );
}
