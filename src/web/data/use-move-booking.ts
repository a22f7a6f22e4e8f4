import type { Booking } from "../../shared/bookings.ts";
import { formatShortDate } from "../../shared/dates.ts";
import { errorText } from "../lib/api-client.ts";
import { saveUnlessDeclined, toastSaved } from "../lib/save-anyway.ts";
import { toastError } from "../lib/toast-store.ts";
import { previewAllocatedAircraft } from "./preview-conflicts.ts";
import {
  type UpdateAllocatedAircraftVariables,
  useUpdateAllocatedAircraft,
} from "./update-allocated-aircraft.ts";

/** Where a booking is moved to: an aircraft of a type, or the type's unallocated row (`aircraftId` null). */
export interface MoveTarget {
  /** 'G-LDNA', or 'Unallocated'. */
  label: string;
  aircraftTypeId: number;
  aircraftId: number | null;
}

type MoveVariables = UpdateAllocatedAircraftVariables & {
  /** Where the booking was, for Undo. */
  from: { aircraftId: number | null; registration?: string };
};

/**
 * Allocating a booking to a row's aircraft (the Fleet tab's and the Timeline's), by drag or from a menu: only to an aircraft of the
 * booking's type, asking first when it would clash (docs/decisions/022). The toast offers Undo, which
 * puts the booking back on the aircraft it had (asking in turn if that one has been taken since). A drop
 * on a day outside the booking's dates is refused with a message (docs/decisions/042): it allocates an
 * aircraft, it never moves dates, and it must not look as if it had.
 */
export function useMoveBooking() {
  const allocate = useUpdateAllocatedAircraft({
    onSuccess: (booking, variables) => {
      const { from, allocatedAircraftId, registration } = variables as MoveVariables;
      toastSaved(variables, "Aircraft assignment updated successfully", {
        label: "Undo",
        onClick: () =>
          put(
            {
              bookingId: booking.id,
              version: booking.version,
              aircraftId: from.aircraftId,
              registration: from.registration,
            },
            { aircraftId: allocatedAircraftId, registration },
          ),
      });
    },
    onError: (error: Error) => toastError(errorText(error, "Failed to update allocated aircraft")),
  });

  /** Puts the booking on `move`'s aircraft; `from` is where it is now, for the toast's Undo. */
  const put = (
    move: { bookingId: number; version: number; aircraftId: number | null; registration?: string },
    from: MoveVariables["from"],
  ) =>
    void saveUnlessDeclined<MoveVariables>({
      preview: (v) => previewAllocatedAircraft(v.bookingId, v.allocatedAircraftId, v.version),
      variables: {
        bookingId: move.bookingId,
        version: move.version,
        allocatedAircraftId: move.aircraftId,
        registration: move.registration,
        from,
      },
      save: allocate.mutate,
    });

  /** `version`: the booking's when its mover picked it up (docs/decisions/028); `date`: the day dropped on. */
  return (booking: Booking, row: MoveTarget, version = booking.version, date?: string) => {
    if (date && (date < booking.startDate || date > booking.endDate)) {
      toastError(
        `Dropped on ${formatShortDate(date)}, outside the booking's dates (${formatShortDate(booking.startDate)}–${formatShortDate(booking.endDate)}): a drop changes the aircraft, not the dates; change the dates with Edit`,
      );
      return;
    }
    if (row.aircraftTypeId !== booking.aircraftTypeId) {
      toastError(
        `${row.label} is not of type ${booking.aircraftType.title}: allocate an aircraft of the booking's type`,
      );
      return;
    }
    if (row.aircraftId === booking.allocatedAircraftId) return;
    put(
      {
        bookingId: booking.id,
        version,
        aircraftId: row.aircraftId,
        registration: row.aircraftId === null ? undefined : row.label,
      },
      { aircraftId: booking.allocatedAircraftId, registration: booking.allocatedAircraft?.registration },
    );
  };
}
