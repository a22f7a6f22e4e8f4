import { LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import type { Booking } from "../../../../shared/bookings.ts";
import { useAircraftTypes } from "../../../data/get-aircraft-types.ts";
import { useCustomers } from "../../../data/get-customers.ts";
import { useLocations } from "../../../data/get-locations.ts";
import { useOperatorToday } from "../../../data/get-operator-time-zone.ts";
import { previewEdit } from "../../../data/preview-conflicts.ts";
import { tableMessages } from "../../../data/table-messages.ts";
import { errorText } from "../../../lib/api-client.ts";
import { toastSaved } from "../../../lib/save-anyway.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { toastError } from "../../../ui/toast-store.ts";
import { BookingDialogContent, guardedOpenChange } from "../booking-dialog.tsx";
import { type UpdateBookingVariables, useUpdateBooking } from "../data/update-booking.ts";
import { loadedLists } from "../reference-lists.tsx";
import { useSaveAnyway } from "../save-anyway.tsx";
import { BookingHistory } from "./booking-history.tsx";
import { DayStatuses } from "./day-statuses.tsx";
import { type EditBookingOutput, EditForm } from "./edit-form.tsx";
import { FlownHours, type FlownHoursChange, useFlownHours } from "./flown-hours.tsx";

/** What Update Booking saves: the booking's fields when `changed`, and the days whose flown hours changed. */
interface EditSave {
  payload: EditBookingOutput;
  changed: boolean;
  flown: FlownHoursChange[];
  version: number | undefined;
}

const DESCRIPTION =
  "Update booking details. Changes to date range will automatically adjust daily booking details.";

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
    preview: ({ bookingId, payload }: UpdateBookingVariables) => previewEdit(bookingId, payload),
    save: update.mutate,
  });
  const pending = update.isPending || saveAnyway.checking;
  const changeOpen = guardedOpenChange(pending, onOpenChange);

  const save = (edit: EditSave) => {
    if (!booking) {
      toastError("No booking to update");
      return;
    }
    const { payload, changed, flown, version } = edit;
    // The days' flown hours ride with the booking's PUT (docs/decisions/033): one transaction, written
    // only once the clash question is answered, with the version the dialog opened on.
    flownOnly.current = !changed && flown.length > 0;
    void saveAnyway.attempt({
      bookingId: booking.id,
      payload: flown.length > 0 ? { ...payload, actualHours: flown } : payload,
      version,
    });
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
  onSave: (edit: EditSave) => void;
  onClose: () => void;
}) {
  // The booking's version when the dialog opened: what its editor saw (docs/decisions/028).
  const [version] = useState(booking?.version);
  // Only the Update Booking button saves; no keystroke in a field submits the form.
  const saver = useRef<{ save: () => void }>(null);
  const flown = useFlownHours(booking?.dailyDetails ?? [], useOperatorToday());
  const { lists, failed, retry } = loadedLists({
    customers: useCustomers(),
    aircraftTypes: useAircraftTypes(),
    locations: useLocations(),
  });

  return (
    <BookingDialogContent
      title="Edit Booking"
      description={DESCRIPTION}
      width="min(36rem, calc(100vw - 2rem))"
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
          pending={pending}
          onSave={(payload, changed) => {
            const days = flown.changes();
            if (days) onSave({ payload, changed, flown: days, version });
          }}
        />
      ) : null}
      {booking && lists ? (
        <FlownHours
          flown={flown}
          pending={pending}
          expected={new Map(booking.dailyDetails.map((day) => [day.date, day.expectedAircraftHours]))}
        />
      ) : null}
      {booking ? <DayStatuses booking={booking} /> : null}
      {booking ? <BookingHistory bookingId={booking.id} /> : null}
    </BookingDialogContent>
  );
}
