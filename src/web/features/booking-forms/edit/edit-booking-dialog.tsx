import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { type Ref, useId, useImperativeHandle, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { type EditBookingFormValues, editBookingForm } from "../../../../shared/booking-form.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import type { AircraftType, Customer, Location } from "../../../../shared/reference-data.ts";
import { useAircraftByType } from "../../../data/get-aircraft-by-type.ts";
import { useAircraftTypes } from "../../../data/get-aircraft-types.ts";
import { useCustomers } from "../../../data/get-customers.ts";
import { useLocations } from "../../../data/get-locations.ts";
import { useUpdateBooking } from "../../../data/update-booking.ts";
import { errorText } from "../../../lib/api-client.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog, DialogContent } from "../../../ui/dialog.tsx";
import { toastError, toastSuccess } from "../../../ui/toast-store.ts";
import { useReturnFocus } from "../../../ui/use-return-focus.ts";
import { DateRangeFields } from "../date-range-fields.tsx";
import { customerItems, editAircraftTypeItems, locationItems } from "../options.tsx";
import { ListsPending, loadedLists } from "../reference-lists.tsx";
import { fieldIds, SelectField } from "../select-field.tsx";

type EditBookingOutput = z.output<typeof editBookingForm>;

const DESCRIPTION =
  "Update booking details. Changes to date range will automatically adjust daily booking details.";

/** Product §4: pre-filled from the booking, dates as year-month-day. */
export const editDefaults = (booking: Booking): EditBookingFormValues => ({
  customerId: String(booking.customerId),
  aircraftTypeId: String(booking.aircraftTypeId),
  departureId: String(booking.departureId),
  startDate: booking.startDate.slice(0, 10),
  endDate: booking.endDate.slice(0, 10),
});

/**
 * The Edit Booking dialog (product §2, §4, §8), opened by a row's edit action: customer, aircraft type,
 * dates and departure. A date-range change makes the server keep, add and remove days.
 */
export function EditBookingDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateBooking({
    onSuccess: () => {
      toastSuccess("Booking updated successfully");
      onOpenChange(false);
    },
    onError: (error) => toastError(errorText(error, "Failed to update booking")),
  });
  const pending = update.isPending;
  const changeOpen = (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };

  const save = (payload: EditBookingOutput) => {
    if (!booking) {
      toastError("No booking to update");
      return;
    }
    update.mutate({ bookingId: booking.id, payload });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {/* Mounted per opening and per booking, so it always starts from the booking as saved. */}
      {open ? (
        <EditContent
          key={booking?.id ?? "none"}
          booking={booking}
          pending={pending}
          onSave={save}
          onClose={() => changeOpen(false)}
        />
      ) : null}
    </Dialog>
  );
}

function EditContent({
  booking,
  pending,
  onSave,
  onClose,
}: {
  booking: Booking | null;
  pending: boolean;
  onSave: (payload: EditBookingOutput) => void;
  onClose: () => void;
}) {
  // Only the Update Booking button saves; no keystroke in a field submits the form.
  const saver = useRef<{ save: () => void }>(null);
  const returnFocus = useReturnFocus();
  const { lists, failed, retry } = loadedLists({
    customers: useCustomers(),
    aircraftTypes: useAircraftTypes(),
    locations: useLocations(),
  });

  return (
    <DialogContent
      title="Edit Booking"
      description={DESCRIPTION}
      style={{ width: "min(36rem, calc(100vw - 2rem))" }}
      onInteractOutside={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => {
        if (pending) event.preventDefault();
      }}
      onCloseAutoFocus={returnFocus}
      footer={
        <>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => saver.current?.save()} disabled={pending || !lists}>
            {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
            {pending ? "Updating..." : "Update Booking"}
          </Button>
        </>
      }
    >
      {lists ? (
        <EditForm saver={saver} booking={booking} lists={lists} pending={pending} onSave={onSave} />
      ) : (
        <ListsPending
          failed={failed}
          failure="The customers, aircraft types or locations could not be loaded."
          retry={retry}
          loadingLabel="Loading booking"
        />
      )}
    </DialogContent>
  );
}

function EditForm({
  saver,
  booking,
  lists,
  pending,
  onSave,
}: {
  saver: Ref<{ save: () => void }>;
  booking: Booking | null;
  lists: { customers: Customer[]; aircraftTypes: AircraftType[]; locations: Location[] };
  pending: boolean;
  onSave: (payload: EditBookingOutput) => void;
}) {
  const prefix = useId();
  const form = useForm<EditBookingFormValues, unknown, EditBookingOutput>({
    resolver: zodResolver(editBookingForm),
    defaultValues: booking
      ? editDefaults(booking)
      : { customerId: "", aircraftTypeId: "", departureId: "", startDate: "", endDate: "" },
  });
  useImperativeHandle(saver, () => ({ save: () => void form.handleSubmit(onSave)() }), [form, onSave]);
  const aircraftTypeId = useWatch({ control: form.control, name: "aircraftTypeId" });
  const type = fieldIds(prefix, "aircraftTypeId");

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset disabled={pending} className="min-w-0 space-y-4">
        <legend className="sr-only">Booking details</legend>
        <SelectField
          control={form.control}
          name="customerId"
          label="Customer"
          idPrefix={prefix}
          placeholder="Select a customer"
          autoFocus
        >
          {customerItems(lists.customers)}
        </SelectField>

        <SelectField
          control={form.control}
          name="aircraftTypeId"
          label="Aircraft Type"
          idPrefix={prefix}
          placeholder="Select aircraft type"
          describedBy={`${type.id}-aircraft`}
        >
          {editAircraftTypeItems(lists.aircraftTypes)}
        </SelectField>
        <AircraftOfType
          id={`${type.id}-aircraft`}
          aircraftTypeId={aircraftTypeId}
          booking={booking}
          typeTitle={lists.aircraftTypes.find((entry) => String(entry.id) === aircraftTypeId)?.title}
        />

        <DateRangeFields form={form} idPrefix={prefix} />

        <SelectField
          control={form.control}
          name="departureId"
          label="Departure Location"
          idPrefix={prefix}
          placeholder="Select departure location"
        >
          {locationItems(lists.locations)}
        </SelectField>
      </fieldset>
    </form>
  );
}

/**
 * Product §2: choosing an aircraft type also loads the aircraft of that type. They are listed under the
 * select, with a warning when the booking's allocated aircraft is not one of them (the server then
 * unassigns it).
 */
function AircraftOfType({
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
  if (!typeId) return null;
  const registrations = (aircraft.data ?? []).map((plane) => plane.registration).sort();
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
              ? `Aircraft of this type: ${registrations.join(", ")}`
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
