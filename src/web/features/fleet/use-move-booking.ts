import type { Booking } from "../../../shared/bookings.ts";
import { previewAllocatedAircraft } from "../../data/preview-conflicts.ts";
import { useUpdateAllocatedAircraft } from "../../data/update-allocated-aircraft.ts";
import { errorText } from "../../lib/api-client.ts";
import { saveUnlessDeclined, toastSaved } from "../../lib/save-anyway.ts";
import { toastError } from "../../ui/toast-store.ts";
import type { FleetRow } from "./fleet-grid.ts";

/**
 * Allocating a booking to a row's aircraft, by drag or from an entry's menu: only to an aircraft of the
 * booking's type, asking first when it would clash (docs/decisions/022).
 */
export function useMoveBooking() {
  const allocate = useUpdateAllocatedAircraft({
    onSuccess: (_booking, variables) => toastSaved(variables, "Aircraft assignment updated successfully"),
    onError: (error: Error) => toastError(errorText(error, "Failed to update allocated aircraft")),
  });

  /** `version`: the booking's when its mover picked it up (docs/decisions/028). */
  return (booking: Booking, row: FleetRow, version = booking.version) => {
    if (row.aircraftTypeId !== booking.aircraftTypeId) {
      toastError(
        `${row.label} is not of type ${booking.aircraftType.title}: allocate an aircraft of the booking's type`,
      );
      return;
    }
    if (row.aircraftId === booking.allocatedAircraftId) return;
    void saveUnlessDeclined({
      preview: () => previewAllocatedAircraft(booking.id, row.aircraftId),
      variables: {
        bookingId: booking.id,
        version,
        allocatedAircraftId: row.aircraftId,
        registration: row.aircraftId === null ? undefined : row.label,
      },
      save: allocate.mutate,
    });
  };
}
