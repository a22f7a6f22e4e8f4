import { type UseFormReturn, useWatch } from "react-hook-form";
import type { EditBookingFormValues, EditBookingOutput } from "../../../../shared/booking-form.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import { AircraftPicker } from "../aircraft-picker.tsx";

/**
 * The Edit dialog's Allocated Aircraft: the wizard's picker over the dates being saved, the booking's own
 * aircraft marked as allocated to it. Under it, what happens to the aircraft the booking has when the
 * choice differs: unassigned by a type it is not of (the server would drop it too), or replaced.
 */
export function AllocatedAircraft({
  form,
  idPrefix,
  booking,
  typeTitle,
}: {
  form: UseFormReturn<EditBookingFormValues, unknown, EditBookingOutput>;
  idPrefix: string;
  booking: Booking | null;
  typeTitle: string | undefined;
}) {
  const [aircraftTypeId, startDate, endDate, chosen] = useWatch({
    control: form.control,
    name: ["aircraftTypeId", "startDate", "endDate", "allocatedAircraftId"],
  });
  const noteId = `${idPrefix}-allocated-note`;
  const current = booking?.allocatedAircraft?.registration;
  const changed = booking !== null && chosen !== String(booking.allocatedAircraftId ?? "");
  const otherType = booking !== null && aircraftTypeId !== String(booking.aircraftTypeId);
  return (
    <div className="space-y-1">
      <AircraftPicker
        control={form.control}
        name="allocatedAircraftId"
        label="Allocated Aircraft"
        idPrefix={idPrefix}
        noneLabel="No aircraft allocated"
        aircraftTypeId={aircraftTypeId}
        startDate={startDate}
        endDate={endDate}
        booking={booking ?? undefined}
        describedBy={changed && current ? noteId : undefined}
      />
      {changed && current ? (
        <p id={noteId} className="text-[13px] text-amber-700">
          {otherType
            ? `${current} is not ${typeTitle ? `of type ${typeTitle}` : "of this type"} and will be unassigned.`
            : `${current} is allocated now; Update Booking ${chosen === "" ? "unallocates" : "replaces"} it.`}
        </p>
      ) : null}
    </div>
  );
}
