import { zodResolver } from "@hookform/resolvers/zod";
import { type Ref, useId, useImperativeHandle } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import {
  type EditBookingFormValues,
  type EditBookingOutput,
  editBookingForm,
} from "../../../../shared/booking-form.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import { removedDaysWarning } from "../../../../shared/range-move.ts";
import type { AircraftType, Customer, Location } from "../../../../shared/reference-data.ts";
import { DateRangeFields, DateRangeSummary } from "../date-range-fields.tsx";
import { customerItems, editAircraftTypeItems, locationItems } from "../options.tsx";
import { SelectField } from "../select-field.tsx";
import { AllocatedAircraft } from "./allocated-aircraft.tsx";
import { DayGrid, type useDayGrid } from "./day-grid.tsx";
import { dayRows } from "./day-rows.ts";

/**
 * Names the days a new range would drop, with their details, before Update Booking: a move keeps each
 * day's details, but days that land outside the new range are gone.
 */
function RemovedDays({
  booking,
  form,
}: {
  booking: Booking;
  form: UseFormReturn<EditBookingFormValues, unknown, EditBookingOutput>;
}) {
  const [startDate, endDate] = useWatch({ control: form.control, name: ["startDate", "endDate"] });
  const warning = removedDaysWarning(booking.dailyDetails, booking, { startDate, endDate });
  if (!warning) return null;
  return (
    <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-[13px] text-amber-900">
      {warning}
    </p>
  );
}

/** Product §4: pre-filled from the booking, dates as year-month-day. */
const editDefaults = (booking: Booking): EditBookingFormValues => ({
  customerId: String(booking.customerId),
  aircraftTypeId: String(booking.aircraftTypeId),
  departureId: String(booking.departureId),
  startDate: booking.startDate.slice(0, 10),
  endDate: booking.endDate.slice(0, 10),
  allocatedAircraftId: String(booking.allocatedAircraftId ?? ""),
});

/**
 * The edit dialog's fields and each day's grid; the dialog's Update Booking button saves through
 * `saver`, handing over the booking's fields and the days as the range being saved lays them out.
 */
export function EditForm({
  saver,
  booking,
  lists,
  grid,
  pending,
  onSave,
}: {
  saver: Ref<{ save: () => void }>;
  booking: Booking | null;
  lists: { customers: Customer[]; aircraftTypes: AircraftType[]; locations: Location[] };
  grid: ReturnType<typeof useDayGrid>;
  pending: boolean;
  /** `changed`: whether any field differs from the booking as it opened. */
  onSave: (payload: EditBookingOutput, changed: boolean) => void;
}) {
  const prefix = useId();
  const form = useForm<EditBookingFormValues, unknown, EditBookingOutput>({
    resolver: zodResolver(editBookingForm),
    defaultValues: booking
      ? editDefaults(booking)
      : {
          customerId: "",
          aircraftTypeId: "",
          departureId: "",
          startDate: "",
          endDate: "",
          allocatedAircraftId: "",
        },
  });
  // Read while rendering, so the form keeps it up to date.
  const { isDirty } = form.formState;
  useImperativeHandle(
    saver,
    () => ({ save: () => void form.handleSubmit((payload) => onSave(payload, isDirty))() }),
    [form, onSave, isDirty],
  );
  const [aircraftTypeId, startDate, endDate, departureId] = useWatch({
    control: form.control,
    name: ["aircraftTypeId", "startDate", "endDate", "departureId"],
  });

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset disabled={pending} className="grid min-w-0 gap-4 sm:grid-cols-2">
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
          name="departureId"
          label="Departure Location"
          idPrefix={prefix}
          placeholder="Select departure location"
        >
          {locationItems(lists.locations)}
        </SelectField>

        <SelectField
          control={form.control}
          name="aircraftTypeId"
          label="Aircraft Type"
          idPrefix={prefix}
          placeholder="Select aircraft type"
          // Another type clears the aircraft, as in the wizard; back on the booking's type it is its own again.
          onValueChange={(value, set) => {
            set(value);
            const own = booking && value === String(booking.aircraftTypeId);
            form.setValue("allocatedAircraftId", own ? String(booking.allocatedAircraftId ?? "") : "", {
              shouldDirty: true,
            });
          }}
        >
          {editAircraftTypeItems(lists.aircraftTypes)}
        </SelectField>
        <AllocatedAircraft
          form={form}
          idPrefix={prefix}
          booking={booking}
          typeTitle={lists.aircraftTypes.find((entry) => String(entry.id) === aircraftTypeId)?.title}
        />

        <div className="space-y-2 sm:col-span-2">
          <DateRangeFields form={form} idPrefix={prefix} />
          <DateRangeSummary form={form} />
          {booking ? <RemovedDays booking={booking} form={form} /> : null}
        </div>
      </fieldset>
      {booking ? (
        <DayGrid
          rows={dayRows(booking, { startDate, endDate })}
          grid={grid}
          locations={lists.locations}
          departureId={departureId}
          aircraftTypeId={aircraftTypeId}
          pending={pending}
        />
      ) : null}
    </form>
  );
}
