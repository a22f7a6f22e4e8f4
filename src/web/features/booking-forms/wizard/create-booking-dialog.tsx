import { useId } from "react";
import type { CreateBookingFormValues } from "../../../../shared/booking-form.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import { useAircraftTypes } from "../../../data/get-aircraft-types.ts";
import { useBookingStatuses } from "../../../data/get-booking-statuses.ts";
import { useCustomers } from "../../../data/get-customers.ts";
import { useLocations } from "../../../data/get-locations.ts";
import { previewCreate } from "../../../data/preview-conflicts.ts";
import { monthLabel } from "../../../lib/month.ts";
import { openBooking, shownMonth } from "../../../lib/open-booking.ts";
import { toastSaved } from "../../../lib/save-anyway.ts";
import { type ToastAction, toastError } from "../../../lib/toast-store.ts";
import { Button } from "../../../ui/button.tsx";
import { useConfirmLargeHours } from "../../../ui/confirm-large-hours.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { BookingDialogContent, guardedOpenChange } from "../booking-dialog.tsx";
import { useCreateBooking } from "../data/create-booking.ts";
import { loadedLists } from "../reference-lists.tsx";
import { useSaveAnyway } from "../save-anyway.tsx";
import { createBookingErrorMessage } from "./messages.ts";
import { useWizard } from "./use-wizard.ts";
import { WizardFooter } from "./wizard-chrome.tsx";
import type { CreateBookingOutput } from "./wizard-form-types.ts";
import { WizardSteps } from "./wizard-steps.tsx";

/**
 * The Create Booking dialog (product §2, §4): a three-step wizard opened by New Booking and by the empty
 * table's link. Each opening starts afresh; it cannot be closed while the booking is being created,
 * and clicking outside never closes it.
 */
export function CreateBookingDialog({
  open,
  onOpenChange,
  prefill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fields a screen fills in before the defaults' turn (a Timeline gap: the aircraft, date and time). */
  prefill?: Partial<CreateBookingFormValues>;
}) {
  const create = useCreateBooking({
    onSuccess: (booking, payload) => {
      toastSaved(payload, "Booking created successfully", openElsewhere(booking));
      onOpenChange(false);
    },
    onError: (error) => toastError(createBookingErrorMessage(error)),
  });
  const saveAnyway = useSaveAnyway({ preview: previewCreate, save: create.mutate });
  const large = useConfirmLargeHours<CreateBookingOutput>({
    hoursOf: (payload) => payload.expectedHours,
    save: (payload) => void saveAnyway.attempt(payload),
  });
  const pending = create.isPending || saveAnyway.checking;
  const changeOpen = guardedOpenChange(pending, onOpenChange);

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {large.confirm}
      {/* Mounted per opening, so the form and the step start afresh every time (product §4). */}
      {open ? (
        <WizardContent
          pending={pending}
          prefill={prefill}
          onCreate={large.attempt}
          onClose={() => changeOpen(false)}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * "Open December 2026" when the new booking has no day in the month the table shows
 * (docs/decisions/021): it opens the booking's first month with its rows highlighted.
 */
function openElsewhere(booking: Booking): ToastAction | undefined {
  const month = shownMonth();
  if (month && booking.startDate.slice(0, 7) <= month && booking.endDate.slice(0, 7) >= month) return;
  return {
    label: `Open ${monthLabel(booking.startDate.slice(0, 7))}`,
    onClick: () =>
      openBooking({
        id: booking.id,
        date: booking.startDate,
        customerId: booking.customerId,
        aircraftTypeId: booking.aircraftTypeId,
      }),
  };
}

function WizardContent({
  pending,
  prefill,
  onCreate,
  onClose,
}: {
  pending: boolean;
  prefill: Partial<CreateBookingFormValues> | undefined;
  onCreate: (payload: CreateBookingOutput) => void;
  onClose: () => void;
}) {
  const idPrefix = useId();
  const { lists, failed, retry } = loadedLists({
    customers: useCustomers(),
    locations: useLocations(),
    aircraftTypes: useAircraftTypes(),
    statuses: useBookingStatuses(),
  });
  const wizard = useWizard(lists?.statuses, onCreate, prefill);
  const shownLists = wizard.ready ? lists : null;

  return (
    <BookingDialogContent
      title="Create Booking"
      description={`Step ${wizard.step} of 3 - Fill in the details below to create a new flight booking`}
      // Wider while the legs show: a leg's from and to need room for a platform's name.
      width={wizard.legs.legs ? "min(52rem, calc(100vw - 2rem))" : "min(40rem, calc(100vw - 2rem))"}
      pending={pending}
      onEscape={wizard.escapePanel}
      footer={
        shownLists ? (
          <WizardFooter
            step={wizard.step}
            pending={pending}
            nextEnabled={wizard.nextEnabled}
            onPrevious={wizard.goPrevious}
            onNext={wizard.goNext}
            onCreate={() => void wizard.submit()}
            onClose={onClose}
          />
        ) : (
          <Button onClick={onClose}>Cancel</Button>
        )
      }
      ready={shownLists !== null}
      lists={{
        failed,
        retry,
        failure: "The customers, locations, aircraft types or statuses could not be loaded.",
        loadingLabel: "Loading booking form",
      }}
    >
      {shownLists ? (
        <WizardSteps wizard={wizard} lists={shownLists} idPrefix={idPrefix} pending={pending} />
      ) : null}
    </BookingDialogContent>
  );
}
