import { LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import type { EditBookingOutput } from "../../../../shared/booking-form.ts";
import type { Booking, EditBookingPayload } from "../../../../shared/bookings.ts";
import { sumHours } from "../../../../shared/leg-rules.ts";
import { useAircraftTypes } from "../../../data/get-aircraft-types.ts";
import { useCustomers } from "../../../data/get-customers.ts";
import { useLocations } from "../../../data/get-locations.ts";
import { useOperatorToday } from "../../../data/get-operator-time-zone.ts";
import { previewEdit } from "../../../data/preview-conflicts.ts";
import { tableMessages } from "../../../data/table-messages.ts";
import { type UpdateBookingVariables, useUpdateBooking } from "../../../data/update-booking.ts";
import { errorText } from "../../../lib/api-client.ts";
import { toastSaved } from "../../../lib/save-anyway.ts";
import { toastError } from "../../../lib/toast-store.ts";
import { Button } from "../../../ui/button.tsx";
import { useConfirmLargeHours } from "../../../ui/confirm-large-hours.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { BookingDialogContent, guardedOpenChange } from "../booking-dialog.tsx";
import { loadedLists } from "../reference-lists.tsx";
import { useSaveAnyway } from "../save-anyway.tsx";
import { BookingHistory } from "./booking-history.tsx";
import { useDayGrid } from "./day-grid.tsx";
import { type DayChanges, dayRows } from "./day-rows.ts";
import { EditForm } from "./edit-form.tsx";

/** What Update Booking saves: the booking's fields, whether they changed, and the grid's days. */
interface EditSave {
  payload: EditBookingOutput;
  changed: boolean;
  days: DayChanges;
  version: number | undefined;
}

const DESCRIPTION =
  "Update booking details. Changes to date range will automatically adjust daily booking details.";

/**
 * The Edit Booking dialog (product §2, §4, §8), opened by a row's edit action: customer, aircraft type and
 * aircraft, dates, departure, and each day's details. A date-range change makes the server keep, add and
 * remove days; the days' details are those of the range being saved, written after the move.
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
  // Whether the save in flight changes only flown hours: its toasts say so (the table's own words).
  const flownOnly = useRef(false);
  const update = useUpdateBooking({
    onSuccess: (_booking, variables) => {
      toastSaved(
        variables,
        flownOnly.current ? tableMessages.actualHours.success : "Booking updated successfully",
      );
      onOpenChange(false);
    },
    onError: (error) =>
      toastError(
        errorText(error, flownOnly.current ? tableMessages.actualHours.failure : "Failed to update booking"),
      ),
    // Their change stands; the table shows it (docs/decisions/028).
    onKeepTheirs: () => onOpenChange(false),
  });
  const saveAnyway = useSaveAnyway({
    preview: ({ bookingId, payload, version }: UpdateBookingVariables) =>
      previewEdit(bookingId, payload, version),
    save: update.mutate,
  });
  // A day's hours above 12 (its legs' sum, for a day of legs) are asked about first, as in the table's
  // cell (docs/decisions/021).
  const large = useConfirmLargeHours<UpdateBookingVariables>({
    hoursOf: ({ payload }) =>
      String(
        Math.max(
          0,
          ...(payload.days ?? []).map((day) =>
            day.legs
              ? Number(sumHours(day.legs.map((leg) => String(leg.expectedHours ?? "0"))))
              : Number(day.expectedAircraftHours ?? 0),
          ),
        ),
      ),
    save: (variables) => void saveAnyway.attempt(variables),
  });
  const pending = update.isPending || saveAnyway.checking;
  const changeOpen = guardedOpenChange(pending, onOpenChange);

  const save = (edit: EditSave) => {
    if (!booking) {
      toastError("No booking to update");
      return;
    }
    const { payload, changed, days, version } = edit;
    // The aircraft is sent only when changed, so a client's edit that leaves it keeps the server's rule
    // (kept while of the type). The days' details and flown hours ride with the booking's PUT
    // (docs/decisions/033): one transaction, written only once the clash question is answered, with the
    // version the dialog opened on.
    const { allocatedAircraftId, ...fields } = payload;
    const sent: EditBookingPayload = { ...fields };
    if (allocatedAircraftId !== booking.allocatedAircraftId) sent.allocatedAircraftId = allocatedAircraftId;
    if (days.days.length > 0) sent.days = days.days;
    if (days.actualHours.length > 0) sent.actualHours = days.actualHours;
    flownOnly.current = !changed && days.days.length === 0 && days.actualHours.length > 0;
    large.attempt({ bookingId: booking.id, payload: sent, version });
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
      {large.confirm}
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
  onSave: (edit: EditSave) => void;
  onClose: () => void;
}) {
  // The booking's version when the dialog opened: what its editor saw (docs/decisions/028).
  const [version] = useState(booking?.version);
  // Only the Update Booking button saves; no keystroke in a field submits the form.
  const saver = useRef<{ save: () => void }>(null);
  const grid = useDayGrid(useOperatorToday());
  const { lists, failed, retry } = loadedLists({
    customers: useCustomers(),
    aircraftTypes: useAircraftTypes(),
    locations: useLocations(),
  });

  return (
    <BookingDialogContent
      title="Edit Booking"
      description={DESCRIPTION}
      width="min(60rem, calc(100vw - 2rem))"
      pending={pending}
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
      ready={lists !== null}
      lists={{
        failed,
        retry,
        failure: "The customers, aircraft types or locations could not be loaded.",
        loadingLabel: "Loading booking",
      }}
    >
      {lists ? (
        <EditForm
          saver={saver}
          booking={booking}
          lists={lists}
          grid={grid}
          pending={pending}
          onSave={(payload, changed) => {
            const days = booking ? grid.changes(dayRows(booking, payload)) : { days: [], actualHours: [] };
            if (days) onSave({ payload, changed, days, version });
          }}
        />
      ) : null}
      {booking ? <BookingHistory bookingId={booking.id} /> : null}
    </BookingDialogContent>
  );
}
