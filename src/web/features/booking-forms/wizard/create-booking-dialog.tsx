import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type CreateBookingFormValues, createBookingForm } from "../../../../shared/booking-form.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import { localIsoDate } from "../../../../shared/dates.ts";
import { useCreateBooking } from "../../../data/create-booking.ts";
import { useAircraftTypes } from "../../../data/get-aircraft-types.ts";
import { useBookingStatuses } from "../../../data/get-booking-statuses.ts";
import { allBookingsQueryKey } from "../../../data/get-bookings.ts";
import { useCustomers } from "../../../data/get-customers.ts";
import { useLocations } from "../../../data/get-locations.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog, DialogContent } from "../../../ui/dialog.tsx";
import { toastError, toastSuccess } from "../../../ui/toast-store.ts";
import { useReturnFocus } from "../../../ui/use-return-focus.ts";
import { ListsPending, loadedLists } from "../reference-lists.tsx";
import { createBookingErrorMessage } from "./messages.ts";
import { StepDatesCustomer } from "./step-dates-customer.tsx";
import { StepFlightDetails } from "./step-flight-details.tsx";
import { StepLocationsAircraft } from "./step-locations-aircraft.tsx";
import {
  canGoNext,
  FIELD_LABELS,
  LAST_STEP,
  missingOnStep,
  stepFields,
  stepShowing,
  type WizardStep,
  wizardStep,
} from "./steps.ts";
import { StepProgress, WizardFooter } from "./wizard-chrome.tsx";
import { wizardDefaults } from "./wizard-defaults.ts";
import type { CreateBookingOutput } from "./wizard-form-types.ts";

const EMPTY_VALUES: CreateBookingFormValues = {
  startDate: "",
  endDate: "",
  customerId: "",
  bookingStatusId: "",
  departureId: "",
  destinationId: "",
  aircraftTypeId: "",
  allocatedAircraftId: "",
  departureTime: "",
  expectedHours: "",
  remarks: "",
};

/**
 * The Create Booking dialog (product §2, §4): a three-step wizard opened by New Booking and by the empty
 * table's link. Each opening starts afresh; it cannot be closed while the booking is being created,
 * and clicking outside never closes it.
 */
export function CreateBookingDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateBooking({
    onSuccess: () => {
      toastSuccess("Booking created successfully");
      onOpenChange(false);
    },
    onError: (error) => toastError(createBookingErrorMessage(error)),
  });
  const pending = create.isPending;
  const changeOpen = (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {/* Mounted per opening, so the form and the step start afresh every time (product §4). */}
      {open ? (
        <WizardContent
          pending={pending}
          onCreate={(payload) => create.mutate(payload)}
          onClose={() => changeOpen(false)}
        />
      ) : null}
    </Dialog>
  );
}

function WizardContent({
  pending,
  onCreate,
  onClose,
}: {
  pending: boolean;
  onCreate: (payload: CreateBookingOutput) => void;
  onClose: () => void;
}) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const { lists, failed, retry } = loadedLists({
    customers: useCustomers(),
    locations: useLocations(),
    aircraftTypes: useAircraftTypes(),
    statuses: useBookingStatuses(),
  });
  const returnFocus = useReturnFocus();
  const [step, setStep] = useState<WizardStep>(1);
  const [ready, setReady] = useState(false);
  const [addingCustomer, setAddingCustomer] = useState(false);
  const [addingLocation, setAddingLocation] = useState(false);

  const form = useForm<CreateBookingFormValues, unknown, CreateBookingOutput>({
    resolver: zodResolver(createBookingForm),
    defaultValues: EMPTY_VALUES,
  });
  const values = useWatch({ control: form.control });

  // Product §4: pre-filled from the most recent booking the app has read, 'pending', and today.
  const statuses = lists?.statuses;
  useEffect(() => {
    if (ready || !statuses) return;
    const bookings = queryClient
      .getQueriesData<Booking[]>({ queryKey: allBookingsQueryKey })
      .flatMap(([, list]) => list ?? []);
    form.reset(wizardDefaults({ bookings, statuses, today: localIsoDate(new Date()) }));
    setReady(true);
  }, [ready, statuses, queryClient, form]);

  const missing = missingOnStep(step, values);
  const nextEnabled = canGoNext(step, values);

  const goNext = async () => {
    if (!canGoNext(step, form.getValues())) return;
    const valid = await form.trigger([...stepFields(step)], { shouldFocus: true });
    if (valid && step < LAST_STEP) {
      setAddingCustomer(false);
      setAddingLocation(false);
      setStep((step + 1) as WizardStep);
    }
  };
  const goPrevious = () => {
    setAddingCustomer(false);
    setAddingLocation(false);
    if (step > 1) setStep((step - 1) as WizardStep);
  };

  const submit = form.handleSubmit(
    (payload) => onCreate(payload),
    (errors) => {
      const back = stepShowing(Object.keys(errors));
      if (back && back !== step) setStep(back);
    },
  );

  const stepInfo = wizardStep(step);
  const shownLists = ready ? lists : null;

  return (
    <DialogContent
      title="Create Booking"
      description={`Step ${step} of 3 - Fill in the details below to create a new flight booking`}
      style={{ width: "min(40rem, calc(100vw - 2rem))" }}
      onInteractOutside={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => {
        if (pending) {
          event.preventDefault();
        } else if (addingCustomer) {
          event.preventDefault();
          setAddingCustomer(false);
          form.setFocus("customerId");
        } else if (addingLocation) {
          event.preventDefault();
          setAddingLocation(false);
        }
      }}
      onCloseAutoFocus={returnFocus}
      footer={
        shownLists ? (
          <WizardFooter
            step={step}
            pending={pending}
            nextEnabled={nextEnabled}
            onPrevious={goPrevious}
            onNext={goNext}
            onCreate={() => void submit()}
            onClose={onClose}
          />
        ) : (
          <Button onClick={onClose}>Cancel</Button>
        )
      }
    >
      {shownLists ? (
        <form
          noValidate
          // No keystroke in a field submits: only the Create Booking button's click creates.
          onSubmit={(event) => event.preventDefault()}
          className="space-y-4"
        >
          <StepProgress step={step} title={stepInfo.title} />
          <fieldset disabled={pending} className="min-w-0">
            <legend className="sr-only">{stepInfo.title}</legend>
            {step === 1 ? (
              <StepDatesCustomer
                form={form}
                lists={shownLists}
                idPrefix={idPrefix}
                addingCustomer={addingCustomer}
                setAddingCustomer={setAddingCustomer}
              />
            ) : step === 2 ? (
              <StepLocationsAircraft
                form={form}
                lists={shownLists}
                idPrefix={idPrefix}
                addingLocation={addingLocation}
                setAddingLocation={setAddingLocation}
              />
            ) : (
              <StepFlightDetails form={form} idPrefix={idPrefix} />
            )}
          </fieldset>
          <p className="min-h-5 text-[13px] text-slate-500" aria-live="polite">
            {missing.length > 0
              ? `To continue, fill in: ${missing.map((field) => FIELD_LABELS[field]).join(", ")}`
              : null}
          </p>
        </form>
      ) : (
        <ListsPending
          failed={failed}
          failure="The customers, locations, aircraft types or statuses could not be loaded."
          retry={retry}
          loadingLabel="Loading booking form"
        />
      )}
    </DialogContent>
  );
}
