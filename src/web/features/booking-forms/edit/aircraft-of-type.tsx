import type { Booking } from "../../../../shared/bookings.ts";
import { useAircraftByType } from "../../../data/get-aircraft-by-type.ts";
import { availabilityText } from "../../../lib/aircraft-availability.ts";
import { useAircraftAvailability } from "../use-aircraft-availability.ts";

/**
 * Product §2: choosing an aircraft type also loads the aircraft of that type. They are listed under the
 * select, each with its availability over the booking's dates (docs/decisions/015), with a warning when the booking's allocated aircraft is not one of them (the server then
 * unassigns it).
 */
export function AircraftOfType({
  id,
  aircraftTypeId,
  booking,
  typeTitle,
}: {
  id: string;
  aircraftTypeId: string;
  booking: Booking | null;
  typeTitle: string | undefined;
}) {
  const typeId = aircraftTypeId ? Number(aircraftTypeId) : null;
  const aircraft = useAircraftByType(typeId);
  // Fleet and conflicts (docs/decisions/015): each aircraft's availability over the booking's dates, free first.
  const availability = useAircraftAvailability({
    aircraft: aircraft.data,
    startDate: booking?.startDate,
    endDate: booking?.endDate,
    booking: booking ?? undefined,
  });
  if (!typeId) return null;
  const registrations = availability
    ? availability.map(availabilityText)
    : (aircraft.data ?? []).map((plane) => plane.registration).sort();
  const allocated = booking?.allocatedAircraftId ?? null;
  const unassigned =
    allocated !== null &&
    aircraft.data !== undefined &&
    !aircraft.data.some((plane) => plane.id === allocated);
  return (
    <div id={id} className="-mt-2 space-y-1 text-[13px]">
      <p className="text-slate-500">
        {aircraft.isPending
          ? "Loading aircraft..."
          : aircraft.isError
            ? "The aircraft of this type could not be loaded."
            : registrations.length > 0
              ? `Aircraft of this type: ${registrations.join("; ")}`
              : "No aircraft of this type"}
      </p>
      {unassigned ? (
        <p className="text-amber-700">
          {booking?.allocatedAircraft?.registration ?? "The allocated aircraft"} is not{" "}
          {typeTitle ? `of type ${typeTitle}` : "of this type"} and will be unassigned.
        </p>
      ) : null}
    </div>
  );
}
